// ICU message formatting over a catalogue held in memory (no I/O): plurals, selects, numbers and dates through
// intl-messageformat, the FormatJS formatter next-intl uses too, so both read the same catalogues.
import { IntlMessageFormat } from 'intl-messageformat';

/** One namespace's messages: nested objects of ICU strings, as next-intl reads them. */
export type MessageTree = { [key: string]: string | MessageTree };
/** Values of a message's {arguments}. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** A namespace flattened to dotted keys (`page.title`). */
export function flattenMessages(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenMessages(value, path)) out.set(k, v);
  }
  return out;
}

const compiled = new Map<string, IntlMessageFormat>();

/** Formats one ICU message in a locale; the compiled form is kept, so a message is parsed once per locale. */
export function formatMessage(locale: string, message: string, values?: MessageValues): string {
  const cacheKey = `${locale}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, locale);
    compiled.set(cacheKey, format);
  }
  const result = format.format(values as Record<string, string | number | boolean | Date | null | undefined>);
  return Array.isArray(result) ? result.join('') : String(result);
}

/** The names of the {arguments} a message uses (in plurals, selects and tags too), for the catalogue checks. */
export function messageArguments(message: string): Set<string> {
  const names = new Set<string>();
  type Element = {
    type: number;
    value?: unknown;
    options?: Record<string, { value: Element[] }>;
    children?: Element[];
  };
  const walk = (elements: Element[]) => {
    for (const el of elements) {
      // 0 is literal text and 7 the # of a plural; every other element is named by an argument (or a tag).
      if (el.type !== 0 && el.type !== 7 && typeof el.value === 'string') names.add(el.value);
      for (const option of Object.values(el.options ?? {})) walk(option.value);
      if (el.children) walk(el.children);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as unknown as Element[]);
  return names;
}
