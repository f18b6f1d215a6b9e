// The actions under a question's or a tutorial's title: upvote, subscribe, report and the edit links, each named
// after the item ("Upvote this question"), in the page's language.
import { EditLinksGate } from '@/features/edit-links/edit-links-gate';
import { ReportButton } from '@/features/reports/report-button';
import { SubscribeButton } from '@/features/subscriptions/subscribe-button';
import { UpvoteButton } from '@/features/votes/upvote-button';
import { actionWords } from '@/features/votes/action-words-server';

type ActionableItem = {
  id: number;
  slug: string;
  state: string;
  upvotes_count: number;
  author?: { id: number } | null;
};

/** The buttons and links of a public question or tutorial page (the caller places them). */
export async function ContentActions({
  type,
  item,
}: {
  type: 'question' | 'tutorial';
  item: ActionableItem;
}) {
  const label = `this ${type}`;
  const authorId = item.author?.id;
  // Nothing on an English page: the buttons' own words are English.
  const words = await actionWords({ kind: type });
  return (
    <>
      <UpvoteButton type={type} id={item.id} count={item.upvotes_count} label={label} words={words?.upvote} />
      <SubscribeButton type={type} id={item.id} label={label} words={words?.subscribe} />
      <ReportButton type={type} id={item.id} authorId={authorId} label={label} words={words?.report} />
      <EditLinksGate
        object={{ type, id: item.id, slug: item.slug, authorId, status: item.state }}
        label={label}
        words={words?.editLinks}
      />
    </>
  );
}
