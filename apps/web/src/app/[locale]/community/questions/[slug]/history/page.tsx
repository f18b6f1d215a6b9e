// /community/questions/[slug]/history: every revision of the question with its diffs (issue #32).
import { historyPage } from '@/features/revisions/history-page';

// Per request: a revision a moderator hid leaves the page at once.
export const dynamic = 'force-dynamic';

const page = historyPage('question');
export const generateMetadata = page.generateMetadata;
export default page.Page;
