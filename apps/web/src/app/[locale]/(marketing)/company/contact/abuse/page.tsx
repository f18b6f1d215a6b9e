// /company/contact/abuse (community-app §2): report abuse coming from our network (the form's page is in _forms/form-routes).
import { formRoute } from '../../../_forms/form-routes';

// Rendered per request (the build has no API to read); the API reads behind it are cached by tag.
export const dynamic = 'force-dynamic';

const route = formRoute('contact-abuse');
export const generateMetadata = route.generateMetadata;
export default route.Page;
