// /partners/directory (the header's "Partner directory"): every published partner, searchable by name and filtered
// by what they work on and how to reach them. The filters are a plain GET form, so the address keeps them (shareable,
// Back undoes one) and the page works without JavaScript.
import { listPartners, type Partner } from '@reef/client';
import { listTag, PARTNER_ACTIONS } from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeading } from '@/components/layout/page-heading';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { FilterActions, SearchRow } from '@/app/[locale]/community/_lib/list-search-controls';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import controls from '@/app/[locale]/community/list-controls.module.css';
import { cachedApi } from '@/lib/content-api';
import styles from '@/components/layout/page.module.css';
import { ACTION_LABELS, PartnerGrid } from '../partner-grid';
import { inPageLanguage } from '@/i18n/page-locale';

// Rendered per request (the build has no API to read); the API reads behind it are cached by tag.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

type Filters = { query: string; tag: string; action: Partner['action'] | '' };

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 200) ?? '';
}

function readFilters(params: Record<string, string | string[] | undefined>): Filters {
  const action = one(params.action);
  return {
    query: one(params.query),
    tag: one(params.tag).slice(0, 100),
    action: (PARTNER_ACTIONS as readonly string[]).includes(action) ? (action as Partner['action']) : '',
  };
}

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata({
    path: '/partners/directory',
    title: 'Partner directory',
    description: 'Find a consultancy, managed service provider or technology partner by what they work on.',
  });
}

export default async function PartnerDirectoryPage({ searchParams }: Props) {
  const filters = readFilters(await searchParams);
  const api = cachedApi([listTag.partners]);
  const [everyone, matching] = await Promise.all([
    listPartners(api),
    listPartners(api, {
      query: filters.query || undefined,
      tag: filters.tag || undefined,
      action: filters.action || undefined,
    }),
  ]);
  // The tags any published partner has, for the filter's choices.
  const tags = [
    ...new Map(everyone.data.flatMap((partner) => partner.tags).map((tag) => [tag.slug, tag.name])).entries(),
  ].sort((a, b) => a[1].localeCompare(b[1]));
  const isFiltered = Boolean(filters.query || filters.tag || filters.action);
  const count = matching.data.length;

  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'Partners', href: '/partners' },
          { label: 'Directory' },
        ]}
        title="Partner directory"
        lede="Consultancies, managed service providers and software companies that build on our cloud."
        actions={<ButtonLink href="/partners/apply">Become a partner</ButtonLink>}
      />
      <form
        role="search"
        action={await inPageLanguage('/partners/directory')}
        method="get"
        aria-label="Search the partner directory"
      >
        <SearchRow
          id="partner-search"
          name="query"
          label="Search partners by name"
          defaultValue={filters.query}
          placeholder="Search partners by name"
        />
        <fieldset className={controls.filters}>
          <legend className="visually-hidden">Filters</legend>
          <label className={controls.field}>
            Works on
            <select name="tag" defaultValue={filters.tag}>
              <option value="">Anything</option>
              {tags.map(([slug, name]) => (
                <option key={slug} value={slug}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className={controls.field}>
            Reach them by
            <select name="action" defaultValue={filters.action}>
              <option value="">Any way</option>
              {PARTNER_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {ACTION_LABELS[action]}
                </option>
              ))}
            </select>
          </label>
          <FilterActions clearHref={isFiltered ? '/partners/directory' : undefined} />
        </fieldset>
      </form>
      <p className={controls.resultCount} role="status">
        {count === 1 ? '1 partner' : `${count} partners`}
        {isFiltered ? ' match' : ''}
      </p>
      {count > 0 ? (
        <PartnerGrid partners={matching.data} />
      ) : (
        <EmptyState title={isFiltered ? 'No partner matches these filters' : 'No partners listed yet'}>
          {isFiltered ? <Link href="/partners/directory">Show every partner</Link> : null}
        </EmptyState>
      )}
    </Container>
  );
}
