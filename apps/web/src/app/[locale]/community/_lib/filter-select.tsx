// A labelled select of the community's filter forms (tutorial search, question list, a member's contributions).
import { LANGUAGES, type Language } from '@reef/core';
import { languageName } from '@/lib/format';
import { ANY_LANGUAGE } from '@/lib/site-language';
import { getT } from '@/i18n/translate';
import controls from '../list-controls.module.css';

/** [value, text] pairs; a third item is the text's `lang` when it is not the page's language. */
type Options = readonly (readonly [value: string, text: string, lang?: string])[];

/**
 * `label` above a select named `name`: first an option with the empty value when `any` names it ("Any kind"),
 * then `options` as [value, text] pairs, then `groups` of them, each under its label (an optgroup).
 */
export function FilterSelect({
  label,
  name,
  defaultValue,
  any,
  options = [],
  groups = [],
}: {
  label: string;
  name: string;
  defaultValue: string;
  any?: string;
  options?: Options;
  groups?: readonly { label: string; options: Options }[];
}) {
  const list = (items: Options) =>
    items.map(([value, text, lang]) => (
      <option key={value} value={value} lang={lang}>
        {text}
      </option>
    ));
  return (
    <label className={controls.field}>
      {label}
      <select name={name} defaultValue={defaultValue}>
        {any === undefined ? null : <option value="">{any}</option>}
        {list(options)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {list(group.options)}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

/**
 * The Language filter of a list that shows the site's language by default (issue #31): "Any language"
 * (`language=any`) first, then the nine, each named in its own language. `language` is the one shown, none for all.
 */
export async function LanguageFilter({ language }: { language: Language | undefined }) {
  const t = await getT('common');
  return (
    <FilterSelect
      label={t('filters.language')}
      name="language"
      defaultValue={language ?? ANY_LANGUAGE}
      options={[
        [ANY_LANGUAGE, t('filters.any_language')],
        ...LANGUAGES.map((code) => [code, languageName(code), code] as const),
      ]}
    />
  );
}
