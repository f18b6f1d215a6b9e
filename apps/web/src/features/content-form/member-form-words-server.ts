// The tutorial and tool forms' words (member-form-words.ts) from the `community` catalogue, on the server. Kinds of
// tutorials and tools are keyed by core's ids (`subtypes.<id>`, `tool_types.<id>`, `-` written `_`), so a kind added
// to @reef/core without its words fails member-form-words.test.ts.
import { TOOL_TYPES, TUTORIAL_SUBTYPES, type ToolType, type TutorialSubtype } from '@reef/core';
import type { DenialWords } from '@/features/auth/create-gate';
import type { Translate } from '@/i18n/translate';
import { contentFormWords } from './content-form-words-server';
import type { MemberFormWords, ToolFormWords, TutorialFormWords } from './member-form-words';

const keyOf = (id: string) => id.replace(/-/g, '_');

/** Each kind of tutorial in the translator's language, by core's id. */
export function subtypeWordsOf(t: Translate): Record<TutorialSubtype, string> {
  return Object.fromEntries(
    TUTORIAL_SUBTYPES.map((subtype) => [subtype, t(`subtypes.${keyOf(subtype)}`)]),
  ) as Record<TutorialSubtype, string>;
}

/** Each kind of tool in the translator's language, by core's id. */
export function toolTypeWordsOf(t: Translate): Record<ToolType, string> {
  return Object.fromEntries(TOOL_TYPES.map((type) => [type, t(`tool_types.${keyOf(type)}`)])) as Record<
    ToolType,
    string
  >;
}

/** The words both forms say; `states` are the content states in the page's language (admin's state words). */
function sharedWords(
  t: Translate,
  states: Readonly<Record<string, string>>,
  denialReason: DenialWords | undefined,
) {
  return {
    logIn: t('thread.log_in'),
    description: t('content_form.description'),
    descriptionHelp: t('content_form.description_help'),
    kind: t('content_form.kind'),
    status: t('content_form.status'),
    draftSaved: t('content_form.draft_saved'),
    saveChanges: t('content_form.save_changes'),
    saveAndPublish: t('content_form.save_and_publish'),
    saving: t('content_form.saving'),
    states,
    form: contentFormWords(t),
    denialReason,
  } satisfies Partial<MemberFormWords>;
}

/** What the tutorial form says, in the translator's language. */
export function tutorialFormWords(
  t: Translate,
  states: Readonly<Record<string, string>>,
  denialReason?: DenialWords,
): TutorialFormWords {
  return {
    ...sharedWords(t, states, denialReason),
    signedOut: t('tutorial_form.signed_out', { login: '{login}' }),
    denialTitle: t('tutorial_form.denial_title'),
    denialExplanation: t('tutorial_form.denial_explanation'),
    denialBack: t('tutorial_form.denial_back'),
    body: t('tutorial_form.body'),
    saved: t('tutorial_form.saved'),
    saveDraft: t('tutorial_form.save_draft'),
    subtypes: subtypeWordsOf(t),
  };
}

/** What the tool form says, in the translator's language. */
export function toolFormWords(
  t: Translate,
  states: Readonly<Record<string, string>>,
  denialReason?: DenialWords,
): ToolFormWords {
  return {
    ...sharedWords(t, states, denialReason),
    signedOut: t('tool_form.signed_out', { login: '{login}' }),
    denialTitle: t('tool_form.denial_title'),
    denialExplanation: t('tool_form.denial_explanation'),
    denialBack: t('tool_form.denial_back'),
    body: t('tool_form.body'),
    saved: t('tool_form.saved'),
    name: t('tool_form.name'),
    nameHint: t('tool_form.name_hint'),
    website: t('tool_form.website'),
    websiteHelp: t('tool_form.website_help'),
    submitted: t('tool_form.submitted'),
    submit: t('tool_form.submit'),
    toolTypes: toolTypeWordsOf(t),
  };
}
