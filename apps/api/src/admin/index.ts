// Every admin resource the API mounts from a descriptor (the data half of each is in @reef/core).
import type { MountableAdminApi } from './mount.js';
import customTokens from './resources/custom-tokens.js';
import distributions from './resources/distributions.js';
import featureFlags from './resources/feature-flags.js';
import globalContents from './resources/global-contents.js';
import marketingForms from './resources/marketing-forms.js';
import partners from './resources/partners.js';
import posts from './resources/posts.js';
import staticPages from './resources/static-pages.js';
import tags from './resources/tags.js';
import tools from './resources/tools.js';
import tutorialSeries from './resources/tutorial-series.js';
import userGroups from './resources/user-groups.js';
import versionedTutorialGroups from './resources/versioned-tutorial-groups.js';
import { permittedDomainApi, spamIpApi, spamPhraseApi } from './resources/spam-lists.js';

/** The API side of every admin resource descriptor. */
export const ADMIN_APIS: readonly MountableAdminApi[] = [
  tutorialSeries,
  distributions,
  versionedTutorialGroups,
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
