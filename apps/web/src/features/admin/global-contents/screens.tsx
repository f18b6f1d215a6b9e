'use client';
// How the generic screens show global contents: `top_hat` edited as rows of messages with a rotating preview,
// every key with a known shape (GLOBAL_CONTENT_SHAPES of @reef/core) checked before sending, other keys as JSON.
// A block may translate an original block (issue #31): its Language and family come from the editors' pieces.
import { globalContentResource, globalContentShape, TOP_HAT_KEY } from '@reef/core';
import { fieldId } from '../kit/field';
import type { ResourceScreens } from '../generic/screen-types';
import type { FormValues } from '../generic/form-values';
import {
  renderTranslationDetail,
  renderTranslationField,
  type GenericTranslation,
} from '../publishing/generic-translation';
import { shapeKeyOf } from './shape-key';
import { issueMessage } from '@/features/row-list/row-list-editor';
import { fillIn } from '../generic/words';
import {
  describeTopHatProblems,
  parseTopHat,
  TopHatEditor,
  TopHatPreview,
  topHatProblems,
} from './top-hat-editor';

/** A block's translation: named by its key; it starts from its original's data, its key taken from the original's. */
export const globalContentTranslation: GenericTranslation = {
  resource: globalContentResource,
  noun: 'block',
  nameOf: (item) => String(item.key),
  startFrom: (original, language) => ({ key: `${String(original.key)}_${language}`, data: original.data }),
};

const keyOf = (values: FormValues) =>
  shapeKeyOf(String(values.key ?? ''), String(values.language ?? ''), values.original_id !== '');

/** The global contents section of the generic screens. */
export const globalContentScreens: ResourceScreens = {
  resource: globalContentResource,
  detailHref: (item) => `${globalContentResource.href}/${item.id}`,
  editHref: (item) => `${globalContentResource.href}/${item.id}/edit`,
  newHref: `${globalContentResource.href}/new`,
  title: (item) => String(item.key),
  renderField: (field, props) => {
    const { formId, value, values, error, onChange } = props;
    const translated = renderTranslationField(globalContentTranslation, field, props);
    if (translated !== undefined) return translated;
    if (field.name !== 'data' || keyOf(values) !== TOP_HAT_KEY) return undefined;
    return (
      <TopHatEditor
        id={fieldId(formId, field.name)}
        value={String(value)}
        error={error}
        onChange={(text) => onChange(text)}
      />
    );
  },
  checkValues: (values, words) => {
    // A translation has the shape of its original's key (top_hat_de is checked as top_hat).
    const key = keyOf(values);
    const shape = globalContentShape(key);
    if (!shape) return null;
    if (key === TOP_HAT_KEY) {
      const messages = parseTopHat(String(values.data));
      const problem = messages ? describeTopHatProblems(messages, words) : words.notMessageList;
      return problem ? { data: problem } : null;
    }
    let data: unknown;
    try {
      data = JSON.parse(String(values.data));
    } catch {
      return null; // the generic form names invalid JSON itself
    }
    const result = shape.safeParse(data);
    if (result.success) return null;
    const first = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || 'data'}: ${issueMessage(issue, words)}`);
    return { data: fillIn(words.shapeMismatch, { key, issues: first.join('; ') }) };
  },
  renderDetail: (field, item) => {
    const family = renderTranslationDetail(globalContentTranslation, field, item);
    if (family !== undefined) return family;
    const key = shapeKeyOf(
      String(item.key),
      String(item.language ?? ''),
      typeof item.original_id === 'number',
    );
    if (field.name !== 'data' || key !== TOP_HAT_KEY) return undefined;
    const messages = parseTopHat(JSON.stringify(item.data ?? []));
    if (!messages) return undefined;
    const problems = topHatProblems(messages);
    return (
      <>
        {messages.length === 0 ? (
          <p>No messages: the top bar shows only its fixed links.</p>
        ) : (
          <ol>
            {messages.map((message, index) => (
              <li key={index}>
                {message.title} — <code>{message.url}</code>
                {message.newTab ? ' (opens in a new tab)' : ''}
              </li>
            ))}
          </ol>
        )}
        <TopHatPreview messages={messages.filter((_, index) => !problems[index])} />
      </>
    );
  },
};
