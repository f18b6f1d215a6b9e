// /community/tools/[slug]/edit: the form that edits a tool (its author with CREATE_TOOLS, or MANAGE_TOOLS).
import { editContentPage } from '../../../_lib/content-form-pages';

const page = editContentPage('tool');
export const generateMetadata = page.generateMetadata;
export default page.Page;
