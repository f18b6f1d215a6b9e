'use client';
// The parts the post and static-page editors show alike: the heading (with "View on site"), the loading and
// load-failure states, the edit-conflict notice, the Publishing fieldset (where the object stands, "Go live at",
// Publish / Schedule / Save draft, "Unsaved changes") and the version history wired to the editor.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { ButtonLink } from '@/components/ui/button/button-link';
import { AdminPageHeading } from '../shell/admin-page-heading';
import { EditorField } from './editor-field';
import { publicationStatus, type Publication } from './publication';
import type { PublishedObject, PublishingEditor } from './use-publishing-editor';
import { VersionHistory } from './version-history';
import styles from './publishing.module.css';
import { usePublishingWords } from './publishing-words';

/** What the loading state and the Publishing fieldset read of an editor, whatever it edits. */
type EditorState = Pick<
  PublishingEditor<PublishedObject, Publication>,
  | 'loaded'
  | 'saved'
  | 'edited'
  | 'problems'
  | 'scheduleAt'
  | 'setScheduleAt'
  | 'isSaving'
  | 'isDirty'
  | 'save'
> & { options: { noun: string; scheduleId: string } };

/** The editor while its object loads, or when it could not be loaded. */
export function PublishingEditorLoading({ editor, title }: { editor: EditorState; title: string }) {
  const { say } = usePublishingWords(editor.options.noun);
  return editor.loaded.error ? (
    <>
      <AdminPageHeading title={title} />
      <p role="alert">{say('loadError')}</p>
    </>
  ) : (
    <p role="status">{say('loading')}</p>
  );
}

/** The heading, the conflict notice, the editor's own content, then the version history of a saved object. */
export function PublishingEditorFrame<Loaded extends PublishedObject, Edited extends Publication>({
  editor,
  newTitle,
  newLede,
  diffFields,
  normalize,
  children,
}: {
  editor: PublishingEditor<Loaded, Edited>;
  /** Title and lede of a new object. */
  newTitle: string;
  newLede: string;
  /** The fields the version diff compares. */
  diffFields: readonly string[];
  /** A loaded object (or version) in the form the diff compares. */
  normalize: (loaded: Loaded) => unknown;
  children: ReactNode;
}) {
  const { saved, conflict, loaded, save, take } = editor;
  const { resource, noun } = editor.options;
  const { words: w, say } = usePublishingWords(noun);
  return (
    <>
      <AdminPageHeading
        title={saved ? say('editTitle', { path: saved.path }) : newTitle}
        lede={saved ? publicationStatus(saved, Date.now(), w) : newLede}
        actions={
          saved ? (
            <ButtonLink href={saved.path} variant="secondary" newTab>
              {w.viewOnSite}
            </ButtonLink>
          ) : null
        }
      />
      {conflict ? (
        <div className={styles.conflict} role="alert">
          <p>{say('conflict')}</p>
          <Button variant="secondary" onClick={() => loaded.reload()}>
            {w.reloadTheirs}
          </Button>{' '}
          <Button variant="secondary" onClick={() => void save('draft', true)}>
            {w.saveMine}
          </Button>
        </div>
      ) : null}
      {children}
      {saved ? (
        <VersionHistory
          resource={resource}
          objectRef={{ type: saved.type, slug: saved.slug }}
          current={saved as unknown as Record<string, unknown>}
          fields={diffFields}
          normalize={(data) => normalize(data as unknown as Loaded) as Record<string, unknown>}
          onRestored={(item) => take(item as unknown as Loaded)}
        />
      ) : null}
    </>
  );
}

/** The Publishing fieldset: where the object stands, the go-live time and the three save modes. */
export function PublishingFieldset({ editor }: { editor: EditorState }) {
  const { saved, edited, problems, scheduleAt, setScheduleAt, isSaving, isDirty, save } = editor;
  const { words: w, say } = usePublishingWords(editor.options.noun);
  return (
    <fieldset className={styles.group}>
      <legend>{w.legend}</legend>
      <p className={styles.help}>
        {say('now', { status: publicationStatus(saved ?? edited!, Date.now(), w) })}
      </p>
      <EditorField id={editor.options.scheduleId} label={w.goLive} error={problems.published_at}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={scheduleAt}
            onChange={(event) => setScheduleAt(event.target.value)}
          />
        )}
      </EditorField>
      <div className={styles.actions}>
        <Button
          onClick={() => void save('publish')}
          state={isSaving ? 'loading' : 'default'}
          stateLabel={w.saving}
        >
          {saved && saved.state === 'published' ? w.saveAndPublish : w.publish}
        </Button>
        <Button variant="secondary" onClick={() => void save('schedule')} disabled={isSaving}>
          {w.schedule}
        </Button>
        <Button variant="secondary" onClick={() => void save('draft')} disabled={isSaving}>
          {w.saveDraft}
        </Button>
        {isDirty ? <p className={styles.dirty}>{w.unsaved}</p> : null}
      </div>
    </fieldset>
  );
}
