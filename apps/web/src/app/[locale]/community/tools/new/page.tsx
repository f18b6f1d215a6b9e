// /community/tools/new: the form that submits a tool, behind the create gate (CREATE_TOOLS).
import { newContentPage } from '../../_lib/content-form-pages';

// Rendered per request: it must not be prerendered at build, which would fix the brand and public URLs in it.
export const dynamic = 'force-dynamic';

const page = newContentPage('tool');
export const generateMetadata = page.generateMetadata;
export default page.Page;
