// /legal/{slug}: static pages of type legal (content-and-presentation §2), through their template and slices.
import { prefixedPageRoute } from '../../_lib/static-pages';

const route = prefixedPageRoute('legal');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
