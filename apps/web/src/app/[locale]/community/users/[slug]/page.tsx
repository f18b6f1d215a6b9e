// /community/users/[slug]: a member's profile, stats and contributions (filters: kind, language, query, sort; six
// per page).
import { getUserContributions, getUserProfile, getUserStats } from '@reef/client';
import {
  CONTRIBUTION_TYPES,
  formatRelativeTime,
  isOneOf,
  LANGUAGES,
  objectTag,
  userProfilePath,
} from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { cache } from 'react';
import { Container } from '@/components/ui/container/container';
import { ProfileOwnerPanel } from '@/features/review/profile-owner-panel';
import { RecentlyViewedGate } from '@/features/recently-viewed/recently-viewed-gate';
import { FollowButton } from '@/features/follows/follow-button';
import { Avatar } from '@/components/ui/avatar/avatar';
import { displayName, formatDate, languageName } from '@/lib/format';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { followButtonWords } from '@/features/follows/follow-words';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Pagination } from '@/components/ui/pagination/pagination';
import { cachedApi, readOptional, readOrNotFound } from '@/lib/content-api';
import { FilterSelect } from '../../_lib/filter-select';
import { communityMetadata } from '../../_lib/metadata';
import { outlineLinkClassName } from '@/components/ui/outline-link/outline-link';
import styles from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';
import controls from '@/app/[locale]/community/list-controls.module.css';
import profileStyles from './profile.module.css';

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const readUser = cache((slug: string) =>
  readOrNotFound(() => getUserProfile(cachedApi([objectTag.user(slug)]), slug)),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const user = await readUser((await params).slug);
  const t = await getT('members');
  return communityMetadata(
    {
      path: userProfilePath(user.slug),
      title: `${displayName(user)} (@${user.username})`,
      description: user.bio ?? t('profile.meta_description', { name: displayName(user) }),
    },
    { kind: 'profile' },
  );
}

export default async function UserPage({ params, searchParams }: Props) {
  const user = await readUser((await params).slug);
  const raw = await searchParams;
  const one = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  const kind = one(raw.type);
  const sort = one(raw.sort) === 'oldest' ? 'oldest' : 'newest';
  const query = one(raw.q).slice(0, 200);
  const page = Math.max(1, Number.parseInt(one(raw.page), 10) || 1);
  const type = isOneOf(CONTRIBUTION_TYPES, kind) ? kind : undefined;
  const chosenLanguage = one(raw.language);
  // spec: community-app §7 — contributions take a `language` parameter
  const language = isOneOf(LANGUAGES, chosenLanguage) ? chosenLanguage : undefined;
  const tags = [objectTag.user(user.slug)];
  const [stats, contributions] = await Promise.all([
    readOptional(() => getUserStats(cachedApi(tags), user.slug), null, 'stats'),
    getUserContributions(cachedApi(tags), user.slug, {
      type,
      language,
      sort_by: sort,
      query: query || undefined,
      page,
    }),
  ]);
  const values = { type, language, sort: sort === 'newest' ? undefined : sort, q: query || undefined };
  const now = Date.now();
  const locale = await pageLocale();
  const t = await getT('members');
  const numberLocale = locale === 'en' ? 'en-US' : locale;
  const kindLabels = {
    tutorial: t('profile.kinds.tutorial'),
    question: t('profile.kinds.question'),
    answer: t('profile.kinds.answer'),
    comment: t('profile.kinds.comment'),
  } as const;
  const kindBadges: Record<string, string> = {
    tutorial: t('profile.badges.tutorial'),
    question: t('profile.badges.question'),
    answer: t('profile.badges.answer'),
    comment: t('profile.badges.comment'),
  };

  return (
    <Container className={styles.page}>
      <header className={profileStyles.header}>
        <Avatar user={user} size={88} />
        <div>
          <h1 className={styles.title}>
            {[user.first_name, user.last_name].filter(Boolean).join(' ') || user.username}
          </h1>
          <p className={styles.muted}>
            @{user.username} · {t('profile.member_since', { date: formatDate(user.created_at, locale) })}
          </p>
          {user.bio ? <p className={profileStyles.bio}>{user.bio}</p> : null}
          <ul className={profileStyles.facts}>
            {user.location ? <li>{user.location}</li> : null}
            {user.company ? <li>{user.company}</li> : null}
            {user.website_url ? (
              <li>
                <a href={user.website_url} rel="noopener ugc nofollow">
                  {user.website_url.replace(/^https?:\/\//, '')}
                </a>
              </li>
            ) : null}
            {user.github_handle ? <li>GitHub: {user.github_handle}</li> : null}
            {user.twitter_handle ? <li>X: @{user.twitter_handle}</li> : null}
          </ul>
        </div>
        <div className={profileStyles.follow}>
          <FollowButton type="user" id={user.id} label={user.username} words={await followButtonWords()} />
        </div>
      </header>
      <ProfileOwnerPanel slug={user.slug} />
      {stats ? (
        <dl className={profileStyles.stats} aria-label={t('profile.contributions')}>
          {(
            [
              [t('profile.stats.tutorials'), stats.tutorials],
              [t('profile.stats.questions'), stats.questions],
              [t('profile.stats.answers'), stats.answers],
              [t('profile.stats.accepted_answers'), stats.accepted_answers],
              [t('profile.stats.comments'), stats.comments],
              [t('profile.stats.upvotes_received'), stats.upvotes_received],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dd>{value.toLocaleString(numberLocale)}</dd>
              <dt>{label}</dt>
            </div>
          ))}
        </dl>
      ) : null}
      <section aria-labelledby="contributions-title">
        <h2 id="contributions-title" className={styles.sectionTitle}>
          {t('profile.contributions')}
        </h2>
        <form method="get" className={controls.filters} aria-label={t('profile.filter_label')}>
          <FilterSelect
            label={t('profile.kind')}
            name="type"
            defaultValue={type ?? ''}
            any={t('profile.everything')}
            options={CONTRIBUTION_TYPES.map((value) => [value, kindLabels[value]])}
          />
          <FilterSelect
            label={t('profile.language')}
            name="language"
            defaultValue={language ?? ''}
            any={t('profile.any_language')}
            options={LANGUAGES.map((value) => [value, languageName(value)])}
          />
          <label className={controls.field}>
            {t('profile.containing')}
            <input type="search" name="q" defaultValue={query} />
          </label>
          <FilterSelect
            label={t('profile.sort')}
            name="sort"
            defaultValue={sort}
            options={[
              ['newest', t('profile.newest')],
              ['oldest', t('profile.oldest')],
            ]}
          />
          <div className={controls.filterActions}>
            <button type="submit" className={outlineLinkClassName()}>
              {t('profile.apply')}
            </button>
          </div>
        </form>
        {contributions.data.length > 0 ? (
          <ul className={listStyles.list}>
            {contributions.data.map((item) => (
              <li key={`${item.type}-${item.id}`} className={listStyles.item}>
                <div className={listStyles.itemTop}>
                  <span className={listStyles.badge}>{kindBadges[item.type] ?? item.type}</span>
                </div>
                <h3 className={listStyles.itemTitle}>
                  <Link href={item.url}>{item.title}</Link>
                </h3>
                {item.excerpt ? <p className={listStyles.itemText}>{item.excerpt}</p> : null}
                <p className={listStyles.itemMeta}>
                  {formatRelativeTime(item.created_at, now, locale)} ·{' '}
                  {t('profile.upvotes', { count: item.upvotes_count })}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('profile.empty')} />
        )}
        <Pagination
          basePath={userProfilePath(user.slug)}
          values={values}
          current={contributions.meta.pagination.page.current}
          count={contributions.meta.pagination.page.count}
          label={t('profile.pages')}
        />
      </section>
      <RecentlyViewedGate slug={user.slug} />
    </Container>
  );
}
