// Translating a tutorial from its admin editor (issue #31): where a tutorial stands among its language versions, the
// addresses of the family's links, and the fields a new translation starts from: the editors' plain logic, tested
// apart from them.
import { adminContentEditPath, LANGUAGES, type Language, type TutorialSubtype } from '@reef/core';
import type { Tutorial } from '@reef/client';
import {
  asNewTranslation,
  translateHref,
  type TranslatedObject,
  type TranslationHrefs,
} from '../publishing/translation';

/** The admin tutorials' address: the new editor lies under it (`/new?translate=tutorial/{id}&language=de`). */
export const ADMIN_TUTORIALS_PATH = '/community/admin/tutorials';

/** A version of the family as the editor's read lists it; its state when the API says it (editors' reads). */
type TutorialFamilyVersion = Tutorial['translations'][number] & { state?: string };

/** A saved tutorial as the shared family line reads it: its link to the original is `translation_of_id`. */
export function tutorialFamily(
  tutorial: Tutorial,
  states: ReadonlyMap<number, string> = new Map(),
): TranslatedObject {
  return {
    id: tutorial.id,
    type: 'tutorial',
    slug: tutorial.slug,
    language: tutorial.language,
    original_id: tutorial.translation_of_id,
    translations: (tutorial.translations as TutorialFamilyVersion[]).map((version) => ({
      id: version.id,
      slug: version.slug,
      title: version.title,
      language: version.language,
      state: version.state ?? states.get(version.id),
    })),
  };
}

/** Tutorials are addressed by id: a version's editor, and the new editor translating `tutorial` (by its id). */
export function tutorialHrefs(tutorial: { id: number } | null): TranslationHrefs {
  return {
    edit: (version) => adminContentEditPath('tutorial', version.id),
    translate: (language) =>
      translateHref(ADMIN_TUTORIALS_PATH, { type: 'tutorial', slug: String(tutorial?.id ?? '') }, language),
  };
}

/** The message at the Language field when another version of the family is in that language already. */
export const TAKEN_LANGUAGE =
  'Taken: the original or one of its translations is in this language. Choose another one.';

/** The languages a tutorial's family has already: its own and each translation's. */
export function takenLanguages(tutorial: Pick<Tutorial, 'language' | 'translations'>): Set<Language> {
  return new Set([tutorial.language, ...tutorial.translations.map((version) => version.language)]);
}

/** The languages a translation of `original` may still be written in, in the nine's order. */
export function openLanguages(original: Pick<Tutorial, 'language' | 'translations'>): Language[] {
  const taken = takenLanguages(original);
  return LANGUAGES.filter((language) => !taken.has(language));
}

/** What the new-tutorial editor holds. */
export type NewTutorialFields = {
  title: string;
  description: string;
  slug: string;
  sub_type: TutorialSubtype;
  language: Language;
  tags: string[];
  body: string;
  /** The original it translates; none for a tutorial written on its own. */
  translation_of_id: number | null;
};

/** A new tutorial with nothing written yet. */
export const EMPTY_TUTORIAL: NewTutorialFields = {
  title: '',
  description: '',
  slug: '',
  sub_type: 'tutorial',
  language: 'en',
  tags: [],
  body: '',
  translation_of_id: null,
};

/**
 * A new translation of `original` into `language`: the original's title, description, kind, tags and body to
 * translate, a draft of its own, linked to the original, no slug yet (the API makes one from the title).
 */
export function tutorialTranslationOf(original: Tutorial, language: Language): NewTutorialFields {
  const fields = asNewTranslation(
    {
      title: original.title,
      description: original.description,
      sub_type: original.sub_type,
      tags: original.tags.map((tag) => tag.name),
      body: original.body_markdown ?? '',
    },
    original.id,
    language,
    'translation_of_id',
  );
  return {
    title: fields.title,
    description: fields.description,
    slug: fields.slug,
    sub_type: fields.sub_type,
    language: fields.language,
    tags: fields.tags,
    body: fields.body,
    translation_of_id: fields.translation_of_id,
  };
}

/** The `{tutorial}` a save of the new editor sends: a draft; no slug when none was typed (made from the title). */
export function newTutorialBody(fields: NewTutorialFields) {
  const { slug, translation_of_id, ...rest } = fields;
  return {
    tutorial: {
      ...rest,
      state: 'draft' as const,
      ...(slug ? { slug } : {}),
      ...(translation_of_id !== null ? { translation_of_id } : {}),
    },
  };
}
