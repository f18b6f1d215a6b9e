// /community/questions/new: the form for a new question, behind the create gate.
import { newContentPage } from '../../_lib/content-form-pages';

// Rendered per request: it must not be prerendered at build, which would fix the brand and public URLs in it.
export const dynamic = 'force-dynamic';

const page = newContentPage('question');
export const generateMetadata = page.generateMetadata;
export default page.Page;
