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
import { actionLabels, PartnerGrid } from '../partner-grid';
import { getT } from '@/i18n/translate';
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('marketing');
  return communityMetadata({
    path: '/partners/directory',
    title: t('partners.directory.title'),
    description: t('partners.directory.meta_description'),
  });
}

export default async function PartnerDirectoryPage({ searchParams }: Props) {
  const filters = readFilters(await searchParams);
  const t = await getT('marketing');
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
          { label: t('static.crumb_home'), href: '/' },
          { label: t('partners.title'), href: '/partners' },
          { label: t('partners.crumb_directory') },
        ]}
        title={t('partners.directory.title')}
        lede={t('partners.directory.lede')}
        actions={<ButtonLink href="/partners/apply">{t('partners.become')}</ButtonLink>}
      />
      <form
        role="search"
        action={await inPageLanguage('/partners/directory')}
        method="get"
        aria-label={t('partners.directory.search_label')}
      >
        <SearchRow
          id="partner-search"
          name="query"
          label={t('partners.directory.search_partners')}
          defaultValue={filters.query}
          placeholder={t('partners.directory.search_partners')}
        />
        <fieldset className={controls.filters}>
          <legend className="visually-hidden">{t('partners.directory.filters')}</legend>
          <label className={controls.field}>
            {t('partners.works_on')}
            <select name="tag" defaultValue={filters.tag}>
              <option value="">{t('partners.directory.anything')}</option>
              {tags.map(([slug, name]) => (
                <option key={slug} value={slug}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className={controls.field}>
            {t('partners.directory.reach')}
            <select name="action" defaultValue={filters.action}>
              <option value="">{t('partners.directory.any_way')}</option>
              {PARTNER_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {actionLabels(t)[action]}
                </option>
              ))}
            </select>
          </label>
          <FilterActions clearHref={isFiltered ? '/partners/directory' : undefined} />
        </fieldset>
      </form>
      <p className={controls.resultCount} role="status">
        {isFiltered
          ? t('partners.directory.count_match', { count })
          : t('partners.directory.count', { count })}
      </p>
      {count > 0 ? (
        <PartnerGrid partners={matching.data} t={t} />
      ) : (
        <EmptyState title={isFiltered ? t('partners.directory.no_match') : t('partners.empty')}>
          {isFiltered ? <Link href="/partners/directory">{t('partners.directory.show_every')}</Link> : null}
        </EmptyState>
      )}
    </Container>
  );
}
