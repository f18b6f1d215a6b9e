// /partners/apply (community-app §2): the partner application (its page is in _forms/form-routes).
import { formRoute } from '../../_forms/form-routes';

// Rendered per request (the build has no API to read); the API reads behind it are cached by tag.
export const dynamic = 'force-dynamic';

const route = formRoute('partner-application');
export const generateMetadata = route.generateMetadata;
export default route.Page;
