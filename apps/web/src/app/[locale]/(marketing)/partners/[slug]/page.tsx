// /partners/{slug}: one partner's page, opened from its card on /partners and /partners/directory (issue #30, item
// 12: "partner cards open the partner's page"). Server-rendered with no client code: the partner's logo or monogram,
// description, what it works on and its own link. The static-content API lists published partners (cached under the
// partners' list tag, which every partner write expires) and has no read of one, so the page finds its partner in
// that list; a draft or unknown slug is not found. /partners/apply and /partners/directory are static routes and win.
import { listPartners, type Partner } from '@reef/client';
import { listTag } from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Container } from '@/components/ui/container/container';
import { Tag } from '@/components/ui/tag/tag';
import { communityMetadata } from '@/app/[locale]/community/_lib/metadata';
import { cachedApi } from '@/lib/content-api';
import listStyles from '@/components/content/content-list.module.css';
import styles from '@/components/layout/page.module.css';
import { actionLabels, partnerPath } from '../partner-grid';
import { getT } from '@/i18n/translate';
import { PartnerLogo } from '../partner-logo';
import partnerStyles from '../partners.module.css';

// Rendered per request (the build has no API to read); the API reads behind it are cached by tag.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

async function readPartner(params: Props['params']): Promise<Partner | null> {
  const slug = decodeURIComponent((await params).slug);
  const partners = await listPartners(cachedApi([listTag.partners]));
  return partners.data.find((partner) => partner.slug === slug) ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const partner = await readPartner(params);
  if (!partner) return {};
  const t = await getT('marketing');
  return communityMetadata({
    path: partnerPath(partner),
    title: t('partners.page_title', { name: partner.name }),
    description: partner.description || t('partners.page_description', { name: partner.name }),
  });
}

export default async function PartnerPage({ params }: Props) {
  const partner = await readPartner(params);
  if (!partner) notFound();
  const t = await getT('marketing');
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: t('static.crumb_home'), href: '/' },
          { label: t('partners.title'), href: '/partners' },
          { label: t('partners.crumb_directory'), href: '/partners/directory' },
          { label: partner.name },
        ]}
        title={partner.name}
      />
      <div className={partnerStyles.profile}>
        <div>
          <PartnerLogo partner={partner} size="large" />
          <p className={partnerStyles.description}>
            {partner.description || t('partners.fallback_description', { name: partner.name })}
          </p>
          <div className={partnerStyles.profileActions}>
            {partner.url ? (
              <ButtonLink href={partner.url}>
                {actionLabels(t)[partner.action]}
                <span className="visually-hidden">: {partner.name}</span>
              </ButtonLink>
            ) : (
              <ButtonLink href="/company/contact/sales">{t('partners.introduction')}</ButtonLink>
            )}
            <ButtonLink href="/partners/directory" variant="secondary">
              {t('partners.back')}
            </ButtonLink>
          </div>
        </div>
        <section className={partnerStyles.facts} aria-labelledby="partner-facts">
          <h2 id="partner-facts" className={styles.sectionTitle}>
            {t('partners.at_a_glance')}
          </h2>
          <dl>
            <dt>{t('partners.works_on')}</dt>
            <dd>
              {partner.tags.length > 0 ? (
                <ul
                  className={listStyles.tagList}
                  aria-label={t('partners.works_on_label', { name: partner.name })}
                >
                  {partner.tags.map((tag) => (
                    <li key={tag.id}>
                      <Tag>{tag.name}</Tag>
                    </li>
                  ))}
                </ul>
              ) : (
                t('partners.every_kind')
              )}
            </dd>
            <dt>{t('partners.website')}</dt>
            <dd>
              {partner.url ? (
                <a href={partner.url} rel="noopener">
                  {new URL(partner.url).host}
                </a>
              ) : (
                t('partners.not_listed')
              )}
            </dd>
          </dl>
          <p>
            <Link href="/partners/apply">{t('partners.become')}</Link>
          </p>
        </section>
      </div>
    </Container>
  );
}
