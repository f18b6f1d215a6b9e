// /community/tools/[slug]: one tool with its description, link, votes and comments.
import { objectTag } from '@reef/core';
import { getTool } from '@reef/client';
import type { Metadata } from 'next';
import { getT } from '@/i18n/translate';
import { actionWords } from '@/features/votes/action-words-server';
import { pageLocale } from '@/i18n/page-locale';
import { authorLineWords } from '@/components/content/author-line-words';
import { copyWords } from '@/components/ui/copy-button/copy-words';
import { cache } from 'react';
import { Container } from '@/components/ui/container/container';
import { ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { CommentsSection } from '@/features/comments/comments-section';
import { EditLinksGate } from '@/features/edit-links/edit-links-gate';
import { ReportButton } from '@/features/reports/report-button';
import { SubscribeButton } from '@/features/subscriptions/subscribe-button';
import { ArticleBody } from '@/components/content/article-body';
import { UpvoteButton } from '@/features/votes/upvote-button';
import { AuthorLine } from '@/components/content/author-line';
import { PageHeading } from '@/components/layout/page-heading';
import { TagList } from '@/components/content/tag-list';
import { cachedApi, readOrNotFound } from '@/lib/content-api';
import { communityMetadata } from '../../_lib/metadata';
import styles from '@/components/layout/page.module.css';

type Props = { params: Promise<{ slug: string }> };

// On-demand ISR: no page is rendered at build (the build needs no API); each is rendered on its first visit, kept
// as a cached page and expired by the tags of its reads when the API revalidates them.
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const readTool = cache((slug: string) =>
  readOrNotFound(() => getTool(cachedApi([objectTag.tool(slug)]), slug)),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tool = await readTool((await params).slug);
  return communityMetadata({
    type: 'tool',
    slug: tool.slug,
    title: tool.name,
    description: tool.description,
  });
}

export default async function ToolPage({ params }: Props) {
  const tool = await readTool((await params).slug);
  const locale = await pageLocale();
  const t = await getT('reading', locale);
  const tc = await getT('common', locale);
  const actions = await actionWords({ kind: 'named', name: tool.name });
  return (
    <Container as="article" className={styles.page} inner aria-labelledby="content-title">
      <PageHeading
        titleId="content-title"
        crumbs={[
          { label: t('crumbs.community'), href: '/community' },
          { label: t('crumbs.tools'), href: '/community/tools' },
          { label: tool.name },
        ]}
        breadcrumbLabel={tc('breadcrumb.label')}
        eyebrow={
          <ContentTypeLabel type="tool">
            {t('tool.eyebrow', { type: tool.type.replace(/_/g, ' ') })}
          </ContentTypeLabel>
        }
        title={tool.name}
        lede={tool.description}
      />
      <AuthorLine
        author={tool.author}
        published={tool.published_at ?? tool.created_at}
        updated={tool.updated_at}
        words={{ ...(await authorLineWords()), published: t('tool.added', { date: '{date}' }) }}
        locale={locale}
      />
      <div className={styles.titleActions} style={{ margin: '16px 0' }}>
        <UpvoteButton
          type="tool"
          id={tool.id}
          count={tool.upvotes_count}
          label={tool.name}
          words={actions?.upvote}
        />
        <SubscribeButton type="tool" id={tool.id} label={tool.name} words={actions?.subscribe} />
        <ReportButton
          type="tool"
          id={tool.id}
          authorId={tool.author?.id}
          label={tool.name}
          words={actions?.report}
        />
        <EditLinksGate
          object={{
            type: 'tool',
            id: tool.id,
            slug: tool.slug,
            authorId: tool.author?.id,
            status: tool.state,
          }}
          label={tool.name}
          words={actions?.editLinks}
        />
        {tool.url ? (
          <a href={tool.url} rel="noopener ugc nofollow" target="_blank">
            {t('tool.visit', { name: tool.name })}
            <span className="visually-hidden"> {t('tool.new_tab')}</span>
          </a>
        ) : null}
      </div>
      <TagList tags={tool.tags} label={tc('tags.label')} />
      {tool.body_html ? (
        <ArticleBody html={tool.body_html} copyWords={locale === 'en' ? undefined : await copyWords()} />
      ) : null}
      <CommentsSection
        parentType="tool"
        parentId={tool.id}
        tags={[objectTag.tool(tool.slug)]}
        title={t('tool.comments')}
        noun="tool"
      />
    </Container>
  );
}
