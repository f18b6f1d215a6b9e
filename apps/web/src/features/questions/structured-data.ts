// JSON-LD for a question page: a QAPage whose main entity is the question with its accepted and suggested answers.
import type { Comment, Question } from '@reef/client';
import { htmlToText } from '@reef/markdown/html';

function person(user: Question['author']) {
  return user ? { '@type': 'Person', name: user.first_name || user.username } : undefined;
}

/** The QAPage structured data of a question at `url` with the answers shown on the page. */
export function questionJsonLd(question: Question, answers: Comment[], url: string): Record<string, unknown> {
  const toAnswer = (answer: Comment) => ({
    '@type': 'Answer',
    text: htmlToText(answer.body_html),
    dateCreated: answer.created_at,
    upvoteCount: answer.upvotes_count,
    // An answer is in its question's language (docs/decisions.md, "An answer's language").
    inLanguage: question.language,
    url: `${url}?comment=${answer.id}`,
    author: person(answer.author),
  });
  const accepted = answers.find((answer) => answer.is_accepted || answer.id === question.accepted_answer_id);
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: question.title,
      text: htmlToText(question.body_html),
      inLanguage: question.language,
      answerCount: question.answers_count,
      upvoteCount: question.upvotes_count,
      dateCreated: question.created_at,
      author: person(question.author),
      ...(accepted ? { acceptedAnswer: toAnswer(accepted) } : {}),
      suggestedAnswer: answers.filter((answer) => answer !== accepted).map(toAnswer),
    },
  };
}
