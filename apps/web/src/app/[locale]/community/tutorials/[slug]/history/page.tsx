// /community/tutorials/[slug]/history: every revision of the tutorial with its diffs (issue #32).
import { historyPage } from '@/features/revisions/history-page';

// Per request: a revision a moderator hid leaves the page at once.
export const dynamic = 'force-dynamic';

const page = historyPage('tutorial');
export const generateMetadata = page.generateMetadata;
export default page.Page;
