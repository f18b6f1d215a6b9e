// /community/tutorials/[slug]/edit: the form that edits a tutorial.
import { editContentPage } from '../../../_lib/content-form-pages';

const page = editContentPage('tutorial');
export const generateMetadata = page.generateMetadata;
export default page.Page;
