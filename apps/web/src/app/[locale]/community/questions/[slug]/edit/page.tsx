// /community/questions/[slug]/edit: the form that edits a question.
import { editContentPage } from '../../../_lib/content-form-pages';

const page = editContentPage('question');
export const generateMetadata = page.generateMetadata;
export default page.Page;
