// Plural messages whose count only the browser knows (a queue's size after a decision), for the client: the server
// formats the ICU message once per plural category of the language, with a sample number of that category, and
// leaves `{count}` where the number goes; the client picks the form with Intl.PluralRules (`pluralOf` of
// shell/admin-words.tsx). Server code only.
import type { Translate } from '@/i18n/translate';

/** A plural message's forms by CLDR category ("one", "few", "many", "other"), each with `{count}`. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;

/** The forms of the plural message `key` (its count argument named `count`) in `locale`. */
export function pluralForms(
  translate: Translate,
  locale: string,
  key: string,
  values: Record<string, string | number> = {},
): PluralForms {
  const rules = new Intl.PluralRules(locale);
  const forms: PluralForms = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    let sample = -1;
    for (let n = 2; n < 1000 && sample < 0; n++) if (rules.select(n) === category) sample = n;
    if (sample < 0 && rules.select(1) === category) sample = 1;
    if (sample < 0 && rules.select(0) === category) sample = 0;
    if (sample < 0) continue;
    const text = translate(key, { ...values, count: sample });
    forms[category] = text.split(sample.toLocaleString(locale)).join('{count}');
  }
  return forms;
}
