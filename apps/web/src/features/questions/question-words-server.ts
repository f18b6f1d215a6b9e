// The question form's words (question-words.ts) from the `community` catalogue, on the server.
import { QUESTION_BODY_MIN, QUESTION_TITLE_MIN } from '@reef/core';
import type { Translate } from '@/i18n/translate';
import { contentFormWords } from '@/features/content-form/content-form-words-server';
import type { QuestionFormWords } from './question-words';

/** What the ask form (`isEdit` false) or the edit form says, in the translator's language. */
export function questionFormWords(t: Translate, isEdit: boolean): QuestionFormWords {
  const links = { login: '{login}', register: '{register}' };
  return {
    signedOut: isEdit ? t('question_form.signed_out_edit', links) : t('question_form.signed_out_ask', links),
    logIn: t('thread.log_in'),
    signUp: t('thread.sign_up'),
    denialTitle: t('question_form.denial_title'),
    denialExplanation: t('question_form.denial_explanation'),
    denialBack: t('question_form.denial_back'),
    titleHint: t('question_form.title_hint', { min: QUESTION_TITLE_MIN }),
    aboutTutorial: t('question_form.about_tutorial', { tutorial: '{tutorial}', without: '{without}' }),
    askWithout: t('question_form.ask_without'),
    bodyLabel: t('question_form.body_label'),
    bodyHint: t('question_form.body_hint', { min: QUESTION_BODY_MIN }),
    held: t('question_form.held'),
    updated: t('question_form.updated'),
    posted: t('question_form.posted'),
    submit: isEdit ? t('question_form.save_changes') : t('question_form.post_question'),
    submitting: isEdit ? t('question_form.saving') : t('form.posting'),
    similarHeading: t('question_form.similar_heading'),
    similarLede: t('question_form.similar_lede'),
    form: contentFormWords(t),
  };
}
