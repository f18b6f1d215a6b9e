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
import { fillIn } from '../generic/words';
import type { TutorialDetailWords } from './tutorial-words';

/** The admin page of the tutorial `id`. */
export function TutorialDetail({ id, words }: { id: string; words: TutorialDetailWords }) {
  const w = words.detail;
  const locale = words.locale;
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
      <TutorialLoadFailure id={id} error={tutorial.error} title={w.title} words={words.loadFailure}>
        <p>
          <Link href="/community/admin/tutorials">{w.back}</Link>
        </p>
      </TutorialLoadFailure>
    );
  }
  if (!row) {
    return (
      <>
        <AdminPageHeading title={w.title} />
        <p role="status">{w.loading}</p>
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
      toast.success(`${movedVerb(pending, words)}: ${row.title}.`);
      setPending(null);
      tutorial.reload();
    } catch (error) {
      toast.error(w.notMoved, error);
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
                {w.edit}
              </ButtonLink>
            ) : null}
            {isPublic ? (
              <ButtonLink href={contentPath('tutorial', row.slug)} size="small" variant="secondary">
                {w.publicPage}
              </ButtonLink>
            ) : null}
          </div>
        }
      />
      <div className={admin.panels}>
        <div>
          <AdminPanel id="tutorial-state-title" title={w.state}>
            <p>
              <StateBadge state={row.state} words={words} /> {stateEffect(row.state, words)}
            </p>
            {targets.length > 0 ? (
              <>
                <p className={admin.muted}>{w.moveTo}</p>
                <ul className={admin.actions} aria-label={w.movesLabel}>
                  {targets.map((state) => (
                    <li key={state}>
                      <Button
                        size="small"
                        variant={state === 'published' ? 'primary' : 'secondary'}
                        onClick={() => setPending(state)}
                      >
                        {moveVerb(state, words)}
                      </Button>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className={admin.muted}>{isEditor ? w.noMove : w.readOnly}</p>
            )}
          </AdminPanel>

          <AdminPanel id="tutorial-body-title" title={w.body}>
            <div className={styles.body}>
              <ArticleBody html={row.body_html} idPrefix="admin-tutorial" />
            </div>
          </AdminPanel>
        </div>

        <div>
          <AdminPanel id="tutorial-facts-title" title={w.details}>
            <dl className={admin.facts}>
              <Fact term={w.facts.id}>{row.id}</Fact>
              <Fact term={w.facts.slug}>
                <code>{row.slug}</code>
              </Fact>
              <Fact term={w.facts.type}>{words.subtypes[row.sub_type] ?? subtypeLabel(row.sub_type)}</Fact>
              <Fact term={w.facts.language}>{languageName(row.language)}</Fact>
              <Fact term={w.facts.author}>
                {row.author ? (
                  <>
                    <Link href={userProfilePath(row.author.slug)}>{displayName(row.author)}</Link> (
                    <Link href={`/community/admin/tutorials?author=${encodeURIComponent(row.author.slug)}`}>
                      {w.theirTutorials}
                    </Link>
                    )
                  </>
                ) : (
                  w.noAuthor
                )}
              </Fact>
              <Fact term={w.facts.tags}>
                {row.tags.length > 0 ? row.tags.map((tag) => tag.name).join(', ') : w.none}
              </Fact>
              <Fact term={w.facts.created}>{formatDate(row.created_at, locale)}</Fact>
              <Fact term={w.facts.updated}>{formatDate(row.updated_at, locale)}</Fact>
              <Fact term={w.facts.published}>
                {row.published_at ? formatDate(row.published_at, locale) : w.never}
              </Fact>
              <Fact term={w.facts.version}>{row.version}</Fact>
              <Fact term={w.facts.views}>{row.views_count.toLocaleString(locale)}</Fact>
              <Fact term={w.facts.upvotes}>{row.upvotes_count.toLocaleString(locale)}</Fact>
              <Fact term={w.facts.comments}>{row.comments_count.toLocaleString(locale)}</Fact>
              {row.series.length > 0 ? (
                <Fact term={w.facts.series}>
                  {row.series.map((series, index) => (
                    <span key={series.id}>
                      {index > 0 ? ', ' : null}
                      <Link href={contentPath('tutorial_series', series.slug)}>{series.title}</Link>
                    </span>
                  ))}
                </Fact>
              ) : null}
              {row.translations.length > 0 ? (
                <Fact term={w.facts.translations}>
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
            <AdminPanel id="tutorial-versions-title" title={w.savedVersions}>
              <ol className={styles.versions} reversed>
                {versions.data.data.map((version) => (
                  <li key={version.version} value={version.version}>
                    {fillIn(w.versionLine, { version: version.version, title: version.title })}{' '}
                    <span className={admin.muted}>
                      {fillIn(w.versionBy, {
                        name: displayName(version.editor, w.deletedMember),
                        date: formatDate(version.created_at, locale),
                      })}
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
        title={pending ? fillIn(w.confirmTitle, { move: moveVerb(pending, words), title: row.title }) : ''}
        consequences={
          pending ? (
            <>
              <p>{stateEffect(pending, words)}</p>
              <p>{w.auditNote}</p>
            </>
          ) : null
        }
        confirmLabel={pending ? moveVerb(pending, words) : w.move}
        isDestructive={pending === 'trashed'}
        onConfirm={handleMove}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
