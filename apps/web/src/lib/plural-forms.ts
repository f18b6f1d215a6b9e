// The one way a plural message reaches the browser: one string per plural category (`{count}` in place of the number), so a
// client component can say "3 unread notifications" in the page's language without a catalogue or a formatter.

/** A message by plural category ("one", "other"…), with `{count}` where the number goes. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;

const numberTag = (locale: string) => (locale === 'en' ? 'en-US' : locale);

/** The forms of a plural message (on the server): `format` is the message formatted for a count. */
export function pluralForms(locale: string, format: (count: number) => string): PluralForms {
  const rules = new Intl.PluralRules(locale);
  const forms: PluralForms = {};
  for (let count = 0; count <= 200; count++) {
    const category = rules.select(count);
    if (forms[category] !== undefined) continue;
    forms[category] = format(count).replace(count.toLocaleString(numberTag(locale)), '{count}');
  }
  return forms;
}

/** `forms` for `count` in `locale`, the number filled in. */
export function plural(forms: PluralForms, count: number, locale: string): string {
  return pluralForm(forms, count, locale)
    .split('{count}')
    .join(count.toLocaleString(numberTag(locale)));
}

/** The form of `forms` for `count` in `locale`, `{count}` still in it (to set the number apart). */
export function pluralForm(forms: PluralForms, count: number, locale: string): string {
  return forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? '{count}';
}
