// /community/tutorials/[slug]/suggest-edit: any member suggests an edit to the tutorial (issue #32).
import { suggestEditPage } from '@/features/revisions/suggest-edit-page';

export const dynamic = 'force-dynamic';

const page = suggestEditPage('tutorial');
export const generateMetadata = page.generateMetadata;
export default page.Page;
