'use client';
// Ask or edit a question: title, language, body with live preview, tags (the content form, configured). Validated
// with the API's own schema before sending; everything typed is kept locally until the question is saved.
import { createQuestion, getQuestionForEditing, updateQuestion } from '@reef/client';
import {
  contentPath,
  questionCreateBody,
  QUESTION_BODY_MIN,
  QUESTION_TITLE_MIN,
  type Language,
} from '@reef/core';
import { useSession } from '@/features/auth/session-provider';
import { ContentForm } from '@/features/content-form/content-form';
import { LanguageField, MemberField } from '@/features/content-form/fields';
import { askingLanguage } from './question-language';
import { SimilarQuestions } from './similar-questions';
import styles from './question-form.module.css';

/** `language` is unset until the member picks one: a new question is then in the member's own language. */
type QuestionDraft = { title: string; body: string; tags: string[]; language?: Language };
/** The tutorial a new question is asked about (from the tutorial page's ask link). */
export type AskedAboutTutorial = { id: number; slug: string; title: string };
const EMPTY: QuestionDraft = { title: '', body: '', tags: [] };
const MAX_TAGS = 5;

/**
 * The ask form (no `slug`) or the edit form of the question `slug`. A new question asked from a tutorial's page
 * names that `tutorial` and is saved linked to it (content-and-presentation §7, questions about a tutorial).
 */
export function QuestionForm({ slug, tutorial }: { slug?: string; tutorial?: AskedAboutTutorial }) {
  const about = slug ? undefined : tutorial;
  // Issue #31 item 3: questions "may be written in any of the nine"; a new one starts in the member's language.
  const ownLanguage = askingLanguage(useSession().user);
  const languageOf = (draft: QuestionDraft) => draft.language ?? ownLanguage;
  return (
    <ContentForm
      type="question"
      slug={slug}
      empty={EMPTY}
      load={async (api, slug) => {
        const question = await getQuestionForEditing(api, slug);
        return {
          content: { id: question.id, state: question.state, authorId: question.author?.id ?? null },
          draft: {
            title: question.title,
            body: question.body_markdown ?? '',
            tags: question.tags.map((tag) => tag.name),
            language: question.language,
          },
        };
      }}
      signedOut={({ login, register }) => (
        <>
          <a href={login}>Log in</a> or <a href={register}>sign up</a> to{' '}
          {slug ? 'edit this question' : 'ask a question'}. Anything you type is kept on this device.
        </>
      )}
      denial={{
        title: 'You cannot edit this question',
        explanation:
          'Members edit their own questions (until a moderator trashes or marks them as spam); moderators ' +
          '(MANAGE_QUESTIONS) edit every question. Add a comment to the question instead.',
        backLabel: 'Back to the question',
      }}
      titleHint={`Be specific: what are you trying to do, and what goes wrong? At least ${QUESTION_TITLE_MIN} characters.`}
      extraFields={({ formId, draft, set, errors }) => (
        <>
          {slug ? null : (
            <>
              {about ? (
                <p className={styles.about}>
                  About the tutorial <a href={contentPath('tutorial', about.slug)}>{about.title}</a>. Your
                  question will be listed on its page. <a href="/community/questions/new">Ask without it</a>
                </p>
              ) : null}
              <SimilarQuestions title={draft.title} />
            </>
          )}
          <LanguageField
            Field={MemberField}
            formId={formId}
            value={languageOf(draft)}
            onChange={set('language')}
            error={errors.language}
          />
        </>
      )}
      body={{
        label: 'Details',
        preset: 'question',
        rows: 14,
        hint: `Include what you tried, the exact error, and code in fenced blocks. At least ${QUESTION_BODY_MIN} characters.`,
      }}
      maxTags={MAX_TAGS}
      check={(draft) =>
        questionCreateBody.safeParse({
          question: {
            title: draft.title,
            body: draft.body,
            tags: draft.tags,
            language: languageOf(draft),
            ...(about ? { tutorial_id: about.id } : {}),
          },
        })
      }
      save={async (api, body, loaded) => {
        const { title, body: text, tags, language } = body.question;
        const saved =
          slug && loaded
            ? await updateQuestion(api, loaded.id, { question: { title, body: text, tags, language } })
            : await createQuestion(api, body);
        const isHeld = saved.state === 'under_review' || saved.state === 'spam';
        return {
          message: isHeld
            ? 'Your question is saved and awaits review'
            : slug
              ? 'Your question is updated'
              : 'Your question is posted',
          href: contentPath('question', saved.slug),
        };
      }}
      submitLabel={() => (slug ? 'Save changes' : 'Post your question')}
      submittingLabel={slug ? 'Saving…' : 'Posting…'}
    />
  );
}
