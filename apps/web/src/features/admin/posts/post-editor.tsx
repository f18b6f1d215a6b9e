'use client';
// The post editor (issue #12, content-and-presentation §2 "Admin post edit"): the static page editor's experience for
// posts — the post's fields, a markdown body with the live preview of @reef/markdown (the renderer and sanitizer the
// API stores with), Save draft / Publish / Schedule, and the version history with a diff and restore. A post has a
// language, and may be the translation of an original (issue #31): "Translate…" opens a new post prefilled from the
// original, which it shows beside the editor.
import { POST_TYPES, postResource, type Language, type PostType } from '@reef/core';
import { useEffect, useRef } from 'react';
import { MarkdownEditor } from '@/features/editor/markdown-editor';
import { EditorTextField, EditorTypeField } from '../publishing/editor-field';
import type { Publication } from '../publishing/publication';
import { PublishingEditorFrame, PublishingEditorLoading, PublishingFieldset } from '../publishing/publishing';
import {
  OriginalField,
  TranslationFields,
  asNewTranslation,
  TranslationSideBySide,
  useTranslationSource,
  type FamilyVersion,
} from '../publishing/translation';
import type { TranslateFrom } from '../publishing/translate-from';
import { usePublishingEditor } from '../publishing/use-publishing-editor';
import styles from '../publishing/publishing.module.css';
import { sliceFieldId } from '../static-pages/slice-fields-form';
import { fillIn } from '../generic/words';
import type { PostEditorWords } from './post-words';

/** The post as the editor holds it. */
export type EditedPost = {
  type: PostType;
  slug: string;
  title: string;
  description: string;
  body: string;
  state: string;
  published_at: string | null;
  tags: string[];
  author: string | null;
  language: Language;
  /** The post this one translates; none for an original. */
  original_id: number | null;
};

type LoadedPost = Omit<EditedPost, 'tags' | 'body' | 'author' | 'language' | 'original_id'> & {
  id: number;
  path: string;
  updated_at: string;
  body_markdown?: string;
  tags: { slug: string }[];
  author: { slug: string } | null;
  language?: Language;
  original_id?: number | null;
  translations?: FamilyVersion[];
};

const DIFF_FIELDS = [
  'title',
  'slug',
  'description',
  'body',
  'state',
  'published_at',
  'tags',
  'author',
] as const;

/** The editor's copy of a loaded post. */
export function toEditedPost(post: LoadedPost): EditedPost {
  return {
    type: post.type,
    slug: post.slug,
    title: post.title,
    description: post.description,
    body: post.body_markdown ?? '',
    state: post.state,
    published_at: post.published_at,
    tags: post.tags.map((tag) => tag.slug),
    author: post.author?.slug ?? null,
    language: post.language ?? 'en',
    original_id: post.original_id ?? null,
  };
}

/** A new translation of `original` into `language`: its fields to translate, a draft of its own, no slug yet. */
export function translationOf(original: LoadedPost, language: Language): EditedPost {
  return asNewTranslation(toEditedPost(original), original.id, language);
}

const EMPTY_POST: EditedPost = {
  type: 'blog',
  slug: '',
  title: '',
  description: '',
  body: '',
  state: 'draft',
  published_at: null,
  tags: [],
  author: null,
  language: 'en',
  original_id: null,
};

/** The body a save sends: the author only when one is named; a new post without a slug gets one from its title. */
function toBody(post: EditedPost, publication: Publication, isNew: boolean): Record<string, unknown> {
  const { author, ...rest } = post;
  const body = { ...rest, ...(author ? { author } : {}), ...publication };
  return isNew ? { ...body, slug: body.slug || undefined } : body;
}

/** The editor of one post (`postRef`), or of a new post (a translation of another when `translateFrom` says so). */
export function PostEditor({
  postRef,
  translateFrom,
  words,
}: {
  postRef?: { type: string; slug: string };
  translateFrom?: TranslateFrom;
  words: PostEditorWords;
}) {
  const editor = usePublishingEditor<LoadedPost, EditedPost>({
    resource: postResource,
    objectRef: postRef,
    noun: 'post',
    adminPath: '/community/admin/posts',
    scheduleId: 'post-schedule',
    empty: EMPTY_POST,
    toEdited: toEditedPost,
    toBody,
  });
  const { saved, edited: post, problems, update } = editor;
  const source = useTranslationSource<LoadedPost>(postResource, postRef ? undefined : translateFrom);
  const original = saved ? null : (source.data ?? null);
  const prefilled = useRef(false);
  useEffect(() => {
    if (!original || !translateFrom || prefilled.current) return;
    prefilled.current = true;
    update(translationOf(original, translateFrom.language as Language));
  }, [original, translateFrom, update]);

  if (!post) return <PublishingEditorLoading editor={editor} title={words.title} />;
  if (translateFrom && !saved && source.error) {
    return <p role="alert">{words.sourceError}</p>;
  }
  // The form shows once it holds the original's fields (the prefill follows the original's loading).
  if (translateFrom && !saved && (!original || post.original_id !== original.id)) {
    return <p role="status">{words.loadingSource}</p>;
  }

  const text = (name: 'title' | 'slug' | 'author', label: string, help?: string) => (
    <EditorTextField
      id={sliceFieldId(name)}
      label={label}
      help={help}
      error={problems[name]}
      value={post[name] ?? ''}
      onChange={(value) => update({ [name]: value || (name === 'author' ? null : '') })}
    />
  );

  return (
    <PublishingEditorFrame
      editor={editor}
      newTitle={original ? words.newTranslation : words.newPost}
      newLede={original ? fillIn(words.ledeTranslation, { title: original.title }) : words.ledeNew}
      diffFields={DIFF_FIELDS}
      normalize={toEditedPost}
    >
      <TranslationSideBySide
        original={
          original
            ? {
                title: original.title,
                language: original.language,
                content: (
                  <>
                    <OriginalField label={words.titleField} value={original.title} />
                    <OriginalField label={words.description} value={original.description} />
                    <OriginalField label={words.body} value={original.body_markdown} />
                  </>
                ),
              }
            : null
        }
      >
        <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={words.title}>
          <fieldset className={styles.group}>
            <legend>{words.title}</legend>
            {text('title', words.titleRequired)}
            {text('slug', words.slug, saved ? undefined : words.slugHelp)}
            <EditorTypeField
              label={words.postType}
              value={post.type}
              types={POST_TYPES}
              isSaved={Boolean(saved)}
              onChange={(type) => update({ type })}
            />
            <TranslationFields
              language={post.language}
              saved={saved}
              original={original}
              adminPath="/community/admin/posts"
              noun="post"
              problems={problems}
              onLanguage={(language) => update({ language })}
            />
            <EditorTextField
              id={sliceFieldId('description')}
              label={words.description}
              rows={2}
              value={post.description}
              onChange={(description) => update({ description })}
            />
            {text('author', words.author, words.authorHelp)}
            <EditorTextField
              id={sliceFieldId('tags')}
              label={words.tags}
              help={words.tagsHelp}
              value={post.tags.join(', ')}
              onChange={(tags) =>
                update({
                  tags: tags
                    .split(',')
                    .map((tag) => tag.trim())
                    .filter(Boolean),
                })
              }
            />
          </fieldset>
          <MarkdownEditor
            label={words.body}
            value={post.body}
            onChange={(body) => update({ body })}
            isLivePreview
            rows={16}
            error={problems.body}
            hint={words.bodyHint}
          />
          <PublishingFieldset editor={editor} />
        </form>
      </TranslationSideBySide>
    </PublishingEditorFrame>
  );
}
