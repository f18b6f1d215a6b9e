// The demo's global content in German, Spanish, Japanese and Chinese (issue #31, item 6: "pricing and the home page
// translated"): the price catalogue behind /products, /pricing and the calculator, and the top bar's calls to
// action, each stored as a translation of its English block (`original_id`, key `<key>_<language>`), which the site
// reads for a page in that language. Idempotent: a block already stored under its key is left as it is.
import {
  DEMO_PRICE_CATALOGUE_TRANSLATIONS,
  PRICE_CATALOGUE_KEY,
  priceCatalogue,
  TOP_BAR_CONTENT_KEY,
} from '@reef/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { globalContents } from '../../db/schema/index.js';
import type { DemoLanguage } from './demo-languages.js';

type TopHatEntry = { title: string; url: string; newTab: boolean };

/** The top bar's three calls to action, in the order of the English block. */
export const DEMO_TOP_HAT_TRANSLATIONS: Record<DemoLanguage, TopHatEntry[]> = {
  de: [
    { title: 'Zwei neue Regionen sind online', url: '/blog/two-new-regions-closer-to-you', newTab: false },
    {
      title: 'Schreib für die Community und werde bezahlt',
      url: '/community/pages/write-for-digitalocean',
      newTab: false,
    },
    { title: 'Zur Dokumentation', url: 'https://docs.tidal.example', newTab: true },
  ],
  es: [
    {
      title: 'Dos nuevas regiones ya disponibles',
      url: '/blog/two-new-regions-closer-to-you',
      newTab: false,
    },
    {
      title: 'Escribe para la comunidad y cobra por ello',
      url: '/community/pages/write-for-digitalocean',
      newTab: false,
    },
    { title: 'Consulta la documentación', url: 'https://docs.tidal.example', newTab: true },
  ],
  ja: [
    {
      title: '新しいリージョンが 2 つ利用可能になりました',
      url: '/blog/two-new-regions-closer-to-you',
      newTab: false,
    },
    {
      title: 'コミュニティに記事を書いて報酬を受け取りましょう',
      url: '/community/pages/write-for-digitalocean',
      newTab: false,
    },
    { title: 'ドキュメントを読む', url: 'https://docs.tidal.example', newTab: true },
  ],
  zh: [
    { title: '两个新区域已上线', url: '/blog/two-new-regions-closer-to-you', newTab: false },
    { title: '为社区撰稿，获得报酬', url: '/community/pages/write-for-digitalocean', newTab: false },
    { title: '阅读文档', url: 'https://docs.tidal.example', newTab: true },
  ],
};

/** Stores each language's version of the price catalogue and the top bar, linked to the English blocks. */
export async function seedDemoGlobalTranslations(db: Database): Promise<void> {
  const blocks: { key: string; data: (language: DemoLanguage) => unknown }[] = [
    {
      key: PRICE_CATALOGUE_KEY,
      data: (language) => priceCatalogue.parse(DEMO_PRICE_CATALOGUE_TRANSLATIONS[language]),
    },
    { key: TOP_BAR_CONTENT_KEY, data: (language) => DEMO_TOP_HAT_TRANSLATIONS[language] },
  ];
  for (const block of blocks) {
    const [original] = await db
      .select({ id: globalContents.id })
      .from(globalContents)
      .where(eq(globalContents.key, block.key));
    if (!original) continue;
    for (const language of ['de', 'es', 'ja', 'zh'] as const) {
      await db
        .insert(globalContents)
        .values({
          key: `${block.key}_${language}`,
          data: block.data(language),
          language,
          originalId: original.id,
        })
        .onConflictDoNothing();
    }
  }
}
