'use client';
// /community/admin/tutorials/{id}: one tutorial as an editor needs it — where it stands and what that means on the
// site, the moves the status-transition table allows this member (each confirmed, each checked again by the API),
// the facts (author, dates, tags, counts, translations, series), links to its public page and its editor, its saved
// versions, its rendered body and its history. Holders of VIEW_TUTORIALS alone read all of it, with no moves and no
// edit link.
import { getTutorialForEditing, listTutorialVersions, updateTutorial } from '@reef/client';
import {
  adminContentEditPath,
  can,
  contentPath,
  isPubliclyVisible,
  statusTargets,
  userProfilePath,
} from '@reef/core';
import Link from '@/components/ui/link';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Button } from '@/components/ui/button/button';
import { ArticleBody } from '@/components/content/article-body';
import { ConfirmDialog, Fact, useAdminApi, useAdminData, useAdminToast } from '@/features/admin/kit';
import { useAdminMember } from '@/features/admin/shell/admin-gate';
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { sessionActor } from '@/features/auth/session-provider';
import { displayName, formatDate, languageName, subtypeLabel } from '@/lib/format';
import { StateBadge } from './state-badge';
import { TutorialHistory } from './tutorial-history';
import { moveVerb, movedVerb, stateEffect, type TutorialState } from './tutorial-states';
import { AdminPanel } from '../kit/admin-panel';
import admin from '../kit/admin.module.css';
import { TutorialLoadFailure } from './tutorial-load-failure';
import styles from './tutorials.module.css';

/** The admin page of the tutorial `id`. */
export function TutorialDetail({ id }: { id: string }) {
  const member = useAdminMember();
  const actor = sessionActor(member);
  const toast = useAdminToast();
  const tutorial = useAdminData(`tutorial ${id}`, (api) => getTutorialForEditing(api.ctx, id));
  const row = tutorial.data;
  const mayEdit = row?.abilities?.update ?? false;
  const versions = useAdminData(`tutorial-versions ${id} ${mayEdit}`, (api) =>
    mayEdit ? listTutorialVersions(api.ctx, id) : Promise.resolve(null),
  );
  const [pending, setPending] = useState<TutorialState | null>(null);
  const api = useAdminApi();

  if (tutorial.error) {
    return (
      <TutorialLoadFailure id={id} error={tutorial.error} title="Tutorial">
        <p>
          <Link href="/community/admin/tutorials">Back to the tutorials</Link>
        </p>
      </TutorialLoadFailure>
    );
  }
  if (!row) {
    return (
      <>
        <AdminPageHeading title="Tutorial" />
        <p role="status">Loading the tutorial…</p>
      </>
    );
  }

  const subject = { type: 'tutorial' as const, ownerId: row.author?.id ?? null, status: row.state };
  const targets = statusTargets(actor, subject) as TutorialState[];
  const isPublic = isPubliclyVisible('tutorial', row.state);
  const isEditor = can(actor, 'moderate', subject);

  const handleMove = async () => {
    if (!pending) return;
    try {
      await updateTutorial(api.ctx, row.id, { tutorial: { state: pending } });
      toast.success(`${movedVerb(pending)}: ${row.title}.`);
      setPending(null);
      tutorial.reload();
    } catch (error) {
      toast.error('The tutorial was not moved.', error);
      setPending(null);
    }
  };

  return (
    <>
      <AdminPageHeading
        title={row.title}
        lede={row.description || undefined}
        actions={
          <div className={admin.formActions}>
            {mayEdit ? (
              <ButtonLink href={adminContentEditPath('tutorial', row.id)} size="small">
                Edit
              </ButtonLink>
            ) : null}
            {isPublic ? (
              <ButtonLink href={contentPath('tutorial', row.slug)} size="small" variant="secondary">
                Public page
              </ButtonLink>
            ) : null}
          </div>
        }
      />
      <div className={admin.panels}>
        <div>
          <AdminPanel id="tutorial-state-title" title="State">
            <p>
              <StateBadge state={row.state} /> {stateEffect(row.state)}
            </p>
            {targets.length > 0 ? (
              <>
                <p className={admin.muted}>Move it to another state:</p>
                <ul className={admin.actions} aria-label="Moves">
                  {targets.map((state) => (
                    <li key={state}>
                      <Button
                        size="small"
                        variant={state === 'published' ? 'primary' : 'secondary'}
                        onClick={() => setPending(state)}
                      >
                        {moveVerb(state)}
                      </Button>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className={admin.muted}>
                {isEditor
                  ? 'No move is open from this state.'
                  : 'You can read this tutorial in every state; moving it needs MANAGE_TUTORIALS.'}
              </p>
            )}
          </AdminPanel>

          <AdminPanel id="tutorial-body-title" title="Body">
            <div className={styles.body}>
              <ArticleBody html={row.body_html} idPrefix="admin-tutorial" />
            </div>
          </AdminPanel>
        </div>

        <div>
          <AdminPanel id="tutorial-facts-title" title="Details">
            <dl className={admin.facts}>
              <Fact term="Id">{row.id}</Fact>
              <Fact term="Slug">
                <code>{row.slug}</code>
              </Fact>
              <Fact term="Type">{subtypeLabel(row.sub_type)}</Fact>
              <Fact term="Language">{languageName(row.language)}</Fact>
              <Fact term="Author">
                {row.author ? (
                  <>
                    <Link href={userProfilePath(row.author.slug)}>{displayName(row.author)}</Link> (
                    <Link href={`/community/admin/tutorials?author=${encodeURIComponent(row.author.slug)}`}>
                      their tutorials
                    </Link>
                    )
                  </>
                ) : (
                  'None (account removed)'
                )}
              </Fact>
              <Fact term="Tags">
                {row.tags.length > 0 ? row.tags.map((tag) => tag.name).join(', ') : 'None'}
              </Fact>
              <Fact term="Created">{formatDate(row.created_at)}</Fact>
              <Fact term="Updated">{formatDate(row.updated_at)}</Fact>
              <Fact term="Published">{row.published_at ? formatDate(row.published_at) : 'Never'}</Fact>
              <Fact term="Version">{row.version}</Fact>
              <Fact term="Views">{row.views_count.toLocaleString('en-US')}</Fact>
              <Fact term="Upvotes">{row.upvotes_count.toLocaleString('en-US')}</Fact>
              <Fact term="Comments">{row.comments_count.toLocaleString('en-US')}</Fact>
              {row.series.length > 0 ? (
                <Fact term="Series">
                  {row.series.map((series, index) => (
                    <span key={series.id}>
                      {index > 0 ? ', ' : null}
                      <Link href={contentPath('tutorial_series', series.slug)}>{series.title}</Link>
                    </span>
                  ))}
                </Fact>
              ) : null}
              {row.translations.length > 0 ? (
                <Fact term="Translations">
                  {row.translations.map((translation, index) => (
                    <span key={translation.id}>
                      {index > 0 ? ', ' : null}
                      <Link href={`/community/admin/tutorials/${translation.id}`} lang={translation.language}>
                        {languageName(translation.language)}
                      </Link>
                    </span>
                  ))}
                </Fact>
              ) : null}
            </dl>
          </AdminPanel>

          {versions.data ? (
            <AdminPanel id="tutorial-versions-title" title="Saved versions">
              <ol className={styles.versions} reversed>
                {versions.data.data.map((version) => (
                  <li key={version.version} value={version.version}>
                    Version {version.version}: {version.title}{' '}
                    <span className={admin.muted}>
                      by {displayName(version.editor)}, {formatDate(version.created_at)}
                    </span>
                  </li>
                ))}
              </ol>
            </AdminPanel>
          ) : null}

          <TutorialHistory id={row.id} refreshKey={`${row.state} ${row.updated_at}`} />
        </div>
      </div>

      <ConfirmDialog
        open={pending !== null}
        title={pending ? `${moveVerb(pending)} “${row.title}”?` : ''}
        consequences={
          pending ? (
            <>
              <p>{stateEffect(pending)}</p>
              <p>The move is recorded in the audit log with your name; you can move it back later.</p>
            </>
          ) : null
        }
        confirmLabel={pending ? moveVerb(pending) : 'Move'}
        isDestructive={pending === 'trashed'}
        onConfirm={handleMove}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
