// The fixed texts of the slices and templates (never an editor's content), in the page's language. The public pages
// pass them built from the `marketing` catalogue (cms-words.ts); a caller that cannot load a catalogue (the admin's
// live preview, a client component) gets the English ones below.

/** The slices' and templates' own words; `{…}` marks a value filled in where it is shown. */
export type CmsWords = {
  /** The page's language, for dates. */
  locale: string;
  onThisPage: string;
  currentsReport: string;
  /** With `{date}`. */
  published: string;
  /** With `{date}`. */
  lastUpdated: string;
  storiesByIndustry: string;
  faq: string;
  learnMore: string;
  readRelease: string;
  moreNews: string;
  mostPopular: string;
  /** With `{name}`. */
  includedIn: string;
  all: string;
  /** With `{industry}`. */
  noStories: string;
  /** By plural category of the language (Intl.PluralRules), each with `{count}` and `{industry}`. */
  stories: Partial<Record<Intl.LDMLPluralRule, string>>;
  /** With `{host}`. */
  play: string;
};

/** The English words, for callers that cannot load a catalogue. */
export const ENGLISH_CMS_WORDS: CmsWords = {
  locale: 'en',
  onThisPage: 'On this page',
  currentsReport: 'Currents report',
  published: 'Published {date}',
  lastUpdated: 'Last updated {date}',
  storiesByIndustry: 'Customer stories by industry',
  faq: 'Frequently asked questions',
  learnMore: 'Learn more',
  readRelease: 'Read the full release',
  moreNews: 'More news',
  mostPopular: 'Most popular',
  includedIn: 'Included in {name}',
  all: 'All',
  noStories: 'No customer stories in {industry} yet.',
  stories: { one: '{count} customer story in {industry}.', other: '{count} customer stories in {industry}.' },
  play: 'Play · loads from {host}',
};

/** `template` with each `{name}` of `values` filled in. */
export function fillWords(template: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.split(`{${name}}`).join(String(value)),
    template,
  );
}
