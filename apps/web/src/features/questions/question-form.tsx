'use client';
// Ask or edit a question: title, language, body with live preview, tags (the content form, configured). Validated
// with the API's own schema before sending; everything typed is kept locally until the question is saved.
import { createQuestion, getQuestionForEditing, updateQuestion } from '@reef/client';
import { contentPath, questionCreateBody, type Language } from '@reef/core';
import { useSession } from '@/features/auth/session-provider';
import { ContentForm } from '@/features/content-form/content-form';
import { LanguageField, MemberField } from '@/features/content-form/fields';
import { askingLanguage } from './question-language';
import { SimilarQuestions } from './similar-questions';
import { Fragment } from 'react';
import Link from '@/components/ui/link';
import { splitWords } from '@/features/comments/thread-words';
import type { QuestionFormWords } from './question-words';
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
export function QuestionForm({
  slug,
  tutorial,
  words,
}: {
  slug?: string;
  tutorial?: AskedAboutTutorial;
  /** What the form says, in the page's language (question-words-server.ts). */
  words: QuestionFormWords;
}) {
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
      signedOut={({ login, register }) =>
        splitWords(words.signedOut).map(({ text, name }) => (
          <Fragment key={`${text}${name ?? ''}`}>
            {text}
            {name === 'login' ? <a href={login}>{words.logIn}</a> : null}
            {name === 'register' ? <a href={register}>{words.signUp}</a> : null}
          </Fragment>
        ))
      }
      denial={{
        title: words.denialTitle,
        explanation: words.denialExplanation,
        backLabel: words.denialBack,
        reason: words.denialReason,
      }}
      titleHint={words.titleHint}
      words={words.form}
      extraFields={({ formId, draft, set, errors }) => (
        <>
          {slug ? null : (
            <>
              {about ? (
                <p className={styles.about}>
                  {splitWords(words.aboutTutorial).map(({ text, name }) => (
                    <Fragment key={`${text}${name ?? ''}`}>
                      {text}
                      {name === 'tutorial' ? (
                        <Link href={contentPath('tutorial', about.slug)}>{about.title}</Link>
                      ) : name === 'without' ? (
                        <Link href="/community/questions/new">{words.askWithout}</Link>
                      ) : null}
                    </Fragment>
                  ))}
                </p>
              ) : null}
              <SimilarQuestions
                title={draft.title}
                words={{ heading: words.similarHeading, lede: words.similarLede }}
              />
            </>
          )}
          <LanguageField
            Field={MemberField}
            formId={formId}
            value={languageOf(draft)}
            onChange={set('language')}
            error={errors.language}
            label={words.form.language}
          />
        </>
      )}
      body={{
        label: words.bodyLabel,
        preset: 'question',
        rows: 14,
        hint: words.bodyHint,
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
          message: isHeld ? words.held : slug ? words.updated : words.posted,
          href: contentPath('question', saved.slug),
        };
      }}
      submitLabel={() => words.submit}
      submittingLabel={words.submitting}
    />
  );
}
