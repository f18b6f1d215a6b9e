// /resources/{slug}: static pages of type resources (content-and-presentation §2), through their template and slices.
import { prefixedPageRoute } from '../../_lib/static-pages';

const route = prefixedPageRoute('resources');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
