// The questions asked about a tutorial, on the tutorial's page (content-and-presentation §7: /v1/questions/tutorial/{id}),
// and the way to ask one from there. A server component of plain links: the tutorial page ships no code for it (its
// JS budget is spent). The ask link opens the ask form with the tutorial linked (`?tutorial={slug}`), which the form
// records as the question's tutorial.
import type { QuestionItem } from '@reef/client';
import { contentPath } from '@reef/core';
import Link from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button/button-link';
import { getT } from '@/i18n/translate';
import pageStyles from '@/components/layout/page.module.css';
import styles from './tutorial-questions.module.css';

/** The address of the ask form with a tutorial linked. */
export function askAboutTutorialPath(tutorialSlug: string): string {
  return `/community/questions/new?tutorial=${encodeURIComponent(tutorialSlug)}`;
}

/** The section "Questions about this tutorial": up to the newest ten, their answer counts, and the ask link. */
export async function TutorialQuestions({
  tutorialSlug,
  questions,
  total,
}: {
  tutorialSlug: string;
  questions: readonly QuestionItem[];
  total: number;
}) {
  const t = await getT('reading');
  return (
    <section aria-labelledby="tutorial-questions-title" className={styles.section}>
      <h2 id="tutorial-questions-title" className={pageStyles.sectionTitle}>
        {t('questions.title')}
      </h2>
      {questions.length > 0 ? (
        <>
          {total > questions.length ? (
            <p className={pageStyles.muted}>{t('questions.newest', { shown: questions.length, total })}</p>
          ) : null}
          <ul className={styles.list}>
            {questions.map((question) => (
              <li key={question.id} className={styles.item}>
                <Link href={contentPath('question', question.slug)}>{question.title}</Link>
                <span className={pageStyles.muted}>
                  {t('questions.answers', { count: question.answers_count })}
                  {question.accepted_answer_id !== null ? ` · ${t('questions.answered')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={pageStyles.muted}>{t('questions.none')}</p>
      )}
      <p>
        <Link href={askAboutTutorialPath(tutorialSlug)} className={buttonClassName('secondary')}>
          {t('questions.ask')}
        </Link>
      </p>
    </section>
  );
}
