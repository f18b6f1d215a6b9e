// The language of the site's interface, and so of its public lists (issue #31). The interface is English until it
// is translated: the lists (blog and resources indexes, tutorial, series and question lists, feeds, the sitemap
// page) show the items written in it, and a translation is reached from its original's page ("Read in", "Also
// in") instead of being listed beside it as a second item.
import { DEFAULT_LANGUAGE, type Language } from '@reef/core';

export const SITE_LANGUAGE: Language = DEFAULT_LANGUAGE;
