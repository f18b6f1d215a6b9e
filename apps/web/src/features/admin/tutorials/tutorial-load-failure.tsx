// What a tutorial's admin page shows when the tutorial could not be read: the detail page and the edit form both
// name a missing tutorial (404) as such and any other failure with the API's reason.
import { HttpError } from '@reef/client';
import type { ReactNode } from 'react';
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { describeApiError } from '@/features/editor/api-errors';
import { fillIn } from '../generic/words';
import type { TutorialWords } from './tutorial-words';

/** Inputs of TutorialLoadFailure: the tutorial's id, the read's error, the page's usual title and what follows. */
export type TutorialLoadFailureProps = {
  id: string;
  error: unknown;
  title: string;
  words: TutorialWords['loadFailure'];
  children?: ReactNode;
};

/** The heading ("Tutorial not found" for a 404, `title` otherwise) and the alert saying why the page is empty. */
export function TutorialLoadFailure({ id, error, title, words, children }: TutorialLoadFailureProps) {
  const isMissing = error instanceof HttpError && error.status === 404;
  return (
    <>
      <AdminPageHeading title={isMissing ? words.notFoundTitle : title} />
      <p role="alert">
        {isMissing
          ? fillIn(words.notFound, { id })
          : `${words.error} ${describeApiError(error).message ?? ''}`}
      </p>
      {children}
    </>
  );
}
