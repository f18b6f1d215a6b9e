// The names of content types and tutorial subtypes in the page's language ("Conceptual article", "Konzeptartikel"),
// for the labels of lists, search hits and content pages. Server code: it reads the `common` catalogue.
import { getT } from '@/i18n/translate';
import { searchSubTypeLabel, subtypeLabel } from '@/lib/format';

/** Names a tutorial subtype, a search hit's kind, or (other sub-types) as `searchSubTypeLabel` does. */
export type TypeNames = {
  subtype: (subtype: string) => string;
  kind: (type: string) => string;
};

/** The page's language's names of tutorial subtypes and content kinds (English words for anything else). */
export async function typeNames(): Promise<TypeNames> {
  const t = await getT('common');
  const subtype = (value: string): string => {
    switch (value) {
      case 'tutorial':
        return t('subtypes.tutorial');
      case 'post':
        return t('subtypes.post');
      case 'conceptual-article':
        return t('subtypes.conceptual_article');
      case 'tech-talk':
        return t('subtypes.tech_talk');
      case 'book':
        return t('subtypes.book');
      case 'cheatsheet':
        return t('subtypes.cheatsheet');
      case 'meetup-kit':
        return t('subtypes.meetup_kit');
      case 'developer-center':
        return t('subtypes.developer_center');
      case 'learning-path':
        return t('subtypes.learning_path');
      default:
        return subtypeLabel(value);
    }
  };
  const kind = (value: string): string => {
    switch (value) {
      case 'tutorial':
        return t('types.tutorial');
      case 'question':
        return t('types.question');
      case 'tutorial_series':
        return t('types.series');
      case 'tool':
        return t('types.tool');
      case 'post':
        return t('types.post');
      case 'static_page':
        return t('types.page');
      default:
        return value;
    }
  };
  return { subtype, kind };
}

/** A search sub-type as the reader's language names it: a tutorial subtype, else `searchSubTypeLabel`'s words. */
export function searchSubTypeName(names: TypeNames, subType: string): string {
  const named = names.subtype(subType);
  return named === subtypeLabel(subType) ? searchSubTypeLabel(subType) : named;
}
