// /community/comments/[id]/suggest-edit: any member suggests an edit to the answer (issue #32).
import { suggestEditPage } from '@/features/revisions/suggest-edit-page';

export const dynamic = 'force-dynamic';

const page = suggestEditPage('comment');
export const generateMetadata = page.generateMetadata;
export default page.Page;
