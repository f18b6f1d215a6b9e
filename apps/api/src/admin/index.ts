// Every admin resource the API mounts from a descriptor (the data half of each is in @reef/core).
import type { MountableAdminApi } from './define.js';
import featureFlags from './resources/feature-flags.js';
import globalContents from './resources/global-contents.js';
import { permittedDomainApi, spamIpApi, spamPhraseApi } from './resources/spam-lists.js';

/** The API side of every admin resource descriptor. */
export const ADMIN_APIS: readonly MountableAdminApi[] = [
  permittedDomainApi,
  spamIpApi,
  spamPhraseApi,
  globalContents,
  featureFlags,
];
