// Every admin resource the API mounts from a descriptor (the data half of each is in @reef/core).
import type { MountableAdminApi } from '../../platform/admin/mount.js';
import customTokens from '../custom-tokens/admin.js';
import distributions from '../distributions/admin.js';
import featureFlags from '../feature-flags/admin.js';
import globalContents from '../global-contents/admin.js';
import marketingForms from '../marketing-forms/admin.js';
import partners from '../partners/admin.js';
import posts from '../posts/admin.js';
import staticPages from '../static-pages/admin.js';
import tags from '../tags/admin.js';
import tools from '../tools/admin.js';
import tutorialCollections from '../tutorial-collections/admin.js';
import tutorialSeries from '../tutorial-series/admin.js';
import userGroups from '../user-groups/admin.js';
import versionedTutorialGroups from '../versioned-tutorial-groups/admin.js';
import { permittedDomainApi, spamIpApi, spamPhraseApi } from '../spam-lists/admin.js';

/** The API side of every admin resource descriptor. */
export const ADMIN_APIS: readonly MountableAdminApi[] = [
  tutorialSeries,
  distributions,
  versionedTutorialGroups,
  tutorialCollections,
  tags,
  tools,
  userGroups,
  partners,
  staticPages,
  posts,
  marketingForms,
  permittedDomainApi,
  spamIpApi,
  spamPhraseApi,
  customTokens,
  globalContents,
  featureFlags,
];
