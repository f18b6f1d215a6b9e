// The held content's and the owner panel's words (review-words.ts) from the `community` catalogue, on the server:
// a page passes `heldWords(await getT('community'), locale, await authorLineWords())` to HeldContentGate, `ownerPanelWords(…)` to ProfileOwnerPanel.
import type { AuthorLineWords } from '@/components/content/author-line';
import type { Translate } from '@/i18n/translate';
import type { HeldWords, OwnerPanelWords } from './review-words';

/** What a held question or tutorial says, in the translator's language (`locale`), with its author line's words. */
export function heldWords(t: Translate, locale: string, authorLine: AuthorLineWords): HeldWords {
  return {
    locale,
    authorLine,
    awaitingTitle: t('held.awaiting_title'),
    draftTitle: t('held.draft_title'),
    awaiting: {
      question: { self: t('held.awaiting_question_self'), other: t('held.awaiting_question_other') },
      tutorial: { self: t('held.awaiting_tutorial_self'), other: t('held.awaiting_tutorial_other') },
    },
    draft: {
      question: { self: t('held.draft_question_self'), other: t('held.draft_question_other') },
      tutorial: { self: t('held.draft_tutorial_self'), other: t('held.draft_tutorial_other') },
    },
    community: t('crumbs.community'),
    questions: t('crumbs.questions'),
    tutorials: t('crumbs.tutorials'),
    question: t('question.eyebrow'),
    tutorial: t('held.tutorial'),
    questionBody: t('question.body_heading'),
    tutorialBody: t('held.tutorial_body'),
    asked: t('question.asked'),
    written: t('held.written'),
    editQuestion: t('held.edit_question'),
  };
}

/** What the profile's owner panel says, in the translator's language (`locale`). */
export function ownerPanelWords(t: Translate, locale: string): OwnerPanelWords {
  return {
    locale,
    editProfile: t('owner_panel.edit_profile'),
    awaitingReview: t('owner_panel.awaiting_review'),
    onlySelf: t('owner_panel.only_self'),
    onlyOther: t('owner_panel.only_other'),
    kinds: {
      question: t('question.eyebrow'),
      answer: t('owner_panel.answer'),
      comment: t('owner_panel.comment'),
    },
    pending: t('owner_panel.pending'),
  };
}
