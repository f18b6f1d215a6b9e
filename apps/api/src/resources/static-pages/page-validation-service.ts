// Validation of a static page: the payload's shape, then the templates and slices its page type allows
// (content-and-presentation §2, from PAGE_TYPE_LAYOUTS in @reef/core). Every problem is reported, by
// path into the page object, so an editor fixes them all at once.
import {
  isMarketingPageType,
  isSafeUrl,
  isTemplateAllowed,
  PAGE_TYPE_LAYOUTS,
  staticPageInput,
  type MarketingPageType,
  type Slice,
} from '@reef/core';
import type { z } from 'zod';
import { issueDetail, localDetail, wireDetail, type ErrorDetail } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';

/** A problem of a page at its path, said in the reader's language once it is known (`wireDetail`). */
export type PageProblem = ErrorDetail;

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, part) =>
      typeof part === 'number' ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part),
    '',
  );
}

function sliceTypesOf(value: unknown): (string | undefined)[] | null {
  if (!Array.isArray(value)) return null;
  return value.map((s) =>
    s && typeof s === 'object' && typeof (s as { slice_type?: unknown }).slice_type === 'string'
      ? (s as { slice_type: string }).slice_type
      : undefined,
  );
}

/** Problems of the templates and slices of a page of `type`. */
export function findLayoutProblems(
  type: MarketingPageType,
  template: unknown,
  sliceTypes: (string | undefined)[],
): PageProblem[] {
  const problems: PageProblem[] = [];
  const layout = PAGE_TYPE_LAYOUTS[type];
  if (typeof template === 'string' && !isTemplateAllowed(type, template)) {
    problems.push(
      localDetail(
        'template',
        msg('errors', 'static_pages.template_not_allowed', {
          type,
          templates: layout?.templates?.join(', ') ?? '',
          template,
        }),
        'template_not_allowed',
      ),
    );
  }
  for (const required of layout?.requiredSlices ?? []) {
    if (!sliceTypes.includes(required))
      problems.push(
        localDetail(
          'slices',
          msg('errors', 'static_pages.missing_slice', { type, slice: required }),
          'missing_slice',
        ),
      );
  }
  const only = layout?.onlySlices;
  if (only) {
    sliceTypes.forEach((slice, index) => {
      if (slice !== undefined && !only.includes(slice)) {
        problems.push(
          localDetail(
            `slices[${index}].slice_type`,
            msg('errors', 'static_pages.slice_not_allowed', { type, slices: only.join(', '), slice }),
            'slice_not_allowed',
          ),
        );
      }
    });
  }
  return problems;
}

/** Whether a slice key names a link or an image address (`link`, `url`, `href`, `src`, `image`, `cta_url`, `imageSrc`…). */
export function isUrlKey(key: string): boolean {
  return /(?:^|_)(?:link|url|href|src|image)$/i.test(key) || /[a-z](?:Link|Url|Href|Src|Image)$/.test(key);
}

/** Addresses in slice fields that a browser would run or read from disk (`javascript:`, `data:` other than images…). */
export function findSliceUrlProblems(slices: readonly Slice[]): PageProblem[] {
  const problems: PageProblem[] = [];
  const visit = (value: unknown, path: string, isUrl: boolean) => {
    if (typeof value === 'string') {
      if (isUrl && !isSafeUrl(value))
        problems.push(localDetail(path, msg('errors', 'static_pages.unsafe_url'), 'unsafe_url'));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`, isUrl));
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, `${path}.${key}`, isUrlKey(key));
    }
  };
  slices.forEach((s, index) => {
    visit(s.primary, `slices[${index}].primary`, false);
    visit(s.items, `slices[${index}].items`, false);
  });
  return problems;
}

/** Every problem of a whole page object (as created, or after a patch is applied). */
export function findPageProblems(page: unknown): {
  problems: PageProblem[];
  page?: z.infer<typeof staticPageInput>;
} {
  const parsed = staticPageInput.safeParse(page);
  const problems: PageProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => issueDetail(formatPath(i.path), i));
  const raw = (page && typeof page === 'object' ? page : {}) as Record<string, unknown>;
  const type = parsed.success ? parsed.data.type : raw.type;
  const sliceTypes = parsed.success ? parsed.data.slices.map((s) => s.slice_type) : sliceTypesOf(raw.slices);
  if (typeof type === 'string' && isMarketingPageType(type) && sliceTypes) {
    problems.push(
      ...findLayoutProblems(type, parsed.success ? parsed.data.template : raw.template, sliceTypes),
    );
  }
  if (parsed.success) problems.push(...findSliceUrlProblems(parsed.data.slices));
  return parsed.success && problems.length === 0 ? { problems, page: parsed.data } : { problems };
}

/**
 * What `check_json` answers for a raw request body: the page object (bare or wrapped in
 * `{static_page}`) checked against its page type, every problem by path in `locale`; a JSON syntax error is a
 * problem like any other (the parser's own reason after it stays as the parser says it).
 */
export function checkPageJson(
  text: string,
  locale = 'en',
): { valid: boolean; problems: { path: string; message: string; code?: string }[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const problem = localDetail(
      '',
      msg('errors', 'static_pages.invalid_json', { reason: (error as Error).message }),
      'invalid_json',
    );
    return { valid: false, problems: [wireDetail(locale, problem)] };
  }
  const page =
    value && typeof value === 'object' && 'static_page' in value
      ? (value as { static_page: unknown }).static_page
      : value;
  const { problems } = findPageProblems(page);
  return { valid: problems.length === 0, problems: problems.map((p) => wireDetail(locale, p)) };
}
