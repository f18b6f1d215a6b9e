// @reef/core's states as the admin screens say them, from the `admin` catalogue (issue #31): content states
// (`content_states.<state>`), report states (`report_states.<state>`) and report reasons (`report_reasons.<reason>`,
// `off-topic` → `off_topic`), keys derived from core's lists, so a state added there without its words fails
// state-words.test.tsx. Each map is keyed by core's value, for statusLabel (lib/format.ts).
import { REPORT_REASONS, REPORT_STATES, STATUSES } from '@reef/core';
import type { Translate } from '@/i18n/translate';

/** Every content state of core, once. */
export const CONTENT_STATES: readonly string[] = [...new Set(Object.values(STATUSES).flat())];

const keyOf = (value: string) => value.replace(/-/g, '_');

function wordsOf(t: Translate, group: string, values: readonly string[]): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value, t(`${group}.${keyOf(value)}`)]));
}

/** The states' words from a translator of the `admin` namespace. */
export function stateWordsOf(t: Translate) {
  return {
    content: wordsOf(t, 'content_states', CONTENT_STATES),
    reports: wordsOf(t, 'report_states', REPORT_STATES),
    reasons: wordsOf(t, 'report_reasons', REPORT_REASONS),
  };
}

/** Words of states, by core's value. */
export type StateWords = ReturnType<typeof stateWordsOf>;
