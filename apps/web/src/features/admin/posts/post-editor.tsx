'use client';
// The post editor (issue #12, content-and-presentation §2 "Admin post edit"): the static page editor's experience for
// posts — the post's fields, a markdown body with the live preview of @reef/markdown (the renderer and sanitizer the
// API stores with), Save draft / Publish / Schedule, and the version history with a diff and restore.
import { POST_TYPES, postResource, type PostType } from '@reef/core';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ButtonLink } from '@/components/ui/button/button-link';
import { MarkdownEditor } from '@/features/editor/markdown-editor';
import { isEditConflict } from '../generic/resource-form';
import { useAdminApi, useAdminData } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { useUnsavedChanges } from '../kit/use-unsaved-changes';
import { AdminPageHeading } from '../shell/admin-page-heading';
import { sliceFieldId } from '../static-pages/slice-fields-form';
import { problemsOfError, publicationStatus, toLocalInput } from '../static-pages/static-page-editor';
import { VersionHistory } from '../static-pages/version-history';
import styles from '../static-pages/static-pages.module.css';

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
};

type LoadedPost = Omit<EditedPost, 'tags' | 'body' | 'author'> & {
  id: number;
  path: string;
  updated_at: string;
  body_markdown?: string;
  tags: { slug: string }[];
  author: { slug: string } | null;
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
  };
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
};

/** The editor of one post (`postRef`), or of a new post. */
export function PostEditor({ postRef }: { postRef?: { type: string; slug: string } }) {
  const api = useAdminApi();
  const toast = useAdminToast();
  const router = useRouter();
  const loaded = useAdminData(postRef ? `post:${postRef.type}/${postRef.slug}` : 'post:new', (admin) =>
    postRef
      ? (admin.find(postResource, postRef) as Promise<unknown> as Promise<LoadedPost>)
      : Promise.resolve(null),
  );
  const [saved, setSaved] = useState<LoadedPost | null>(null);
  const [post, setPost] = useState<EditedPost | null>(postRef ? null : EMPTY_POST);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [scheduleAt, setScheduleAt] = useState('');
  const [conflict, setConflict] = useState(false);

  useEffect(() => {
    if (loaded.data) {
      setSaved(loaded.data);
      setPost(toEditedPost(loaded.data));
      setScheduleAt(toLocalInput(loaded.data.published_at));
    }
  }, [loaded.data]);

  const baseline = useMemo(() => JSON.stringify(saved ? toEditedPost(saved) : EMPTY_POST), [saved]);
  const isDirty = post !== null && JSON.stringify(post) !== baseline;
  useUnsavedChanges(isDirty && !isSaving);

  if (!post) {
    return loaded.error ? (
      <>
        <AdminPageHeading title="Post" />
        <p role="alert">The post could not be loaded. It may not exist; reload to try again.</p>
      </>
    ) : (
      <p role="status">Loading the post…</p>
    );
  }

  const update = (patch: Partial<EditedPost>) => setPost({ ...post, ...patch });

  const save = async (intent: 'draft' | 'publish' | 'schedule', force = false) => {
    let published_at = post.published_at;
    let state = post.state;
    if (intent === 'draft') state = 'draft';
    if (intent === 'publish') {
      state = 'published';
      if (!published_at || Date.parse(published_at) > Date.now()) published_at = new Date().toISOString();
    }
    if (intent === 'schedule') {
      const at = scheduleAt ? new Date(scheduleAt) : null;
      if (!at || Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
        setProblems({ ...problems, published_at: 'Choose a time in the future to schedule the post.' });
        document.getElementById('post-schedule')?.focus();
        return;
      }
      state = 'published';
      published_at = at.toISOString();
    }
    const { author, ...rest } = post;
    const body = { ...rest, ...(author ? { author } : {}), state, published_at };
    setIsSaving(true);
    try {
      const item = (saved
        ? await api.update(postResource, { type: saved.type, slug: saved.slug }, body, {
            expectedUpdatedAt: force ? undefined : saved.updated_at,
          })
        : await api.create(postResource, { ...body, slug: body.slug || undefined })) as unknown as LoadedPost;
      setConflict(false);
      setProblems({});
      setSaved(item);
      setPost(toEditedPost(item));
      setScheduleAt(toLocalInput(item.published_at));
      toast.success(
        intent === 'draft'
          ? 'Saved as a draft.'
          : intent === 'schedule'
            ? `Scheduled: the post goes live ${new Date(item.published_at!).toLocaleString()}.`
            : `Published. ${item.path} shows it at the next page view.`,
      );
      if (!saved || saved.slug !== item.slug || saved.type !== item.type) {
        router.replace(`/community/admin/posts/${item.type}/${encodeURIComponent(item.slug)}/edit`);
      }
    } catch (error) {
      if (isEditConflict(error)) setConflict(true);
      else {
        const found = problemsOfError(error);
        if (found) setProblems(found);
        toast.error('The post was not saved.', error);
      }
    } finally {
      setIsSaving(false);
    }
  };

  const text = (name: 'title' | 'slug' | 'author', label: string, help?: string) => {
    const id = sliceFieldId(name);
    const error = problems[name];
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <input
          id={id}
          className={styles.input}
          value={post[name] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => update({ [name]: event.target.value || (name === 'author' ? null : '') })}
        />
        {help ? (
          <p id={`${id}-help`} className={styles.help}>
            {help}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <>
      <AdminPageHeading
        title={saved ? `Edit ${saved.path}` : 'New post'}
        lede={saved ? publicationStatus(saved) : 'A blog post or resource, written in markdown.'}
        actions={
          saved ? (
            <ButtonLink href={saved.path} variant="secondary" newTab>
              View on site
            </ButtonLink>
          ) : null
        }
      />
      {conflict ? (
        <div className={styles.conflict} role="alert">
          <p>
            Someone else saved this post after you opened it. Reload to see their version, or save yours over
            it.
          </p>
          <Button variant="secondary" onClick={() => loaded.reload()}>
            Reload their version
          </Button>{' '}
          <Button variant="secondary" onClick={() => void save('draft', true)}>
            Save mine as a draft anyway
          </Button>
        </div>
      ) : null}
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label="Post">
        <fieldset className={styles.group}>
          <legend>Post</legend>
          {text('title', 'Title (required)')}
          {text('slug', 'Slug', saved ? undefined : 'Made from the title when empty')}
          <div className={styles.field}>
            <label htmlFor={sliceFieldId('type')} className={styles.label}>
              Post type
            </label>
            <select
              id={sliceFieldId('type')}
              className={styles.input}
              value={post.type}
              disabled={Boolean(saved)}
              onChange={(event) => update({ type: event.target.value as PostType })}
            >
              {Object.keys(POST_TYPES).map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={sliceFieldId('description')} className={styles.label}>
              Description
            </label>
            <textarea
              id={sliceFieldId('description')}
              className={styles.input}
              rows={2}
              value={post.description}
              onChange={(event) => update({ description: event.target.value })}
            />
          </div>
          {text('author', 'Author', 'A member’s slug; the writer when empty')}
          <div className={styles.field}>
            <label htmlFor={sliceFieldId('tags')} className={styles.label}>
              Tags
            </label>
            <input
              id={sliceFieldId('tags')}
              className={styles.input}
              value={post.tags.join(', ')}
              aria-describedby={`${sliceFieldId('tags')}-help`}
              onChange={(event) =>
                update({
                  tags: event.target.value
                    .split(',')
                    .map((tag) => tag.trim())
                    .filter(Boolean),
                })
              }
            />
            <p id={`${sliceFieldId('tags')}-help`} className={styles.help}>
              Tag slugs, separated by commas.
            </p>
          </div>
        </fieldset>
        <MarkdownEditor
          label="Body"
          value={post.body}
          onChange={(body) => update({ body })}
          isLivePreview
          rows={16}
          error={problems.body}
          hint="Markdown; the preview renders it as the site will (raw HTML is filtered)."
        />
        <fieldset className={styles.group}>
          <legend>Publishing</legend>
          <p className={styles.help}>Now: {publicationStatus(saved ?? post)}</p>
          <div className={styles.field}>
            <label htmlFor="post-schedule" className={styles.label}>
              Go live at (your local time)
            </label>
            <input
              id="post-schedule"
              type="datetime-local"
              className={styles.input}
              value={scheduleAt}
              aria-invalid={problems.published_at ? true : undefined}
              aria-describedby={problems.published_at ? 'post-schedule-error' : undefined}
              onChange={(event) => setScheduleAt(event.target.value)}
            />
            {problems.published_at ? (
              <p id="post-schedule-error" className={styles.error}>
                {problems.published_at}
              </p>
            ) : null}
          </div>
          <div className={styles.actions}>
            <Button
              onClick={() => void save('publish')}
              state={isSaving ? 'loading' : 'default'}
              stateLabel="Saving…"
            >
              {saved && saved.state === 'published' ? 'Save and publish' : 'Publish'}
            </Button>
            <Button variant="secondary" onClick={() => void save('schedule')} disabled={isSaving}>
              Schedule
            </Button>
            <Button variant="secondary" onClick={() => void save('draft')} disabled={isSaving}>
              Save draft
            </Button>
            {isDirty ? <p className={styles.dirty}>Unsaved changes</p> : null}
          </div>
        </fieldset>
      </form>
      {saved ? (
        <VersionHistory
          resource={postResource}
          objectRef={{ type: saved.type, slug: saved.slug }}
          current={saved as unknown as Record<string, unknown>}
          fields={DIFF_FIELDS}
          normalize={(data) =>
            toEditedPost(data as unknown as LoadedPost) as unknown as Record<string, unknown>
          }
          onRestored={(item) => {
            const restored = item as unknown as LoadedPost;
            setSaved(restored);
            setPost(toEditedPost(restored));
            setScheduleAt(toLocalInput(restored.published_at));
          }}
        />
      ) : null}
    </>
  );
}
