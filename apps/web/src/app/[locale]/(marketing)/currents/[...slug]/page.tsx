// /currents/{slug}: static pages of type currents (content-and-presentation §2), through their template and slices.
import { prefixedPageRoute } from '../../_lib/static-pages';

const route = prefixedPageRoute('currents');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
