// /resources/article/{slug}: one resources-article post.
import type { Metadata } from 'next';
import { PostArticle, postPageMetadata } from '../../../_posts/post-page';

type Props = { params: Promise<{ slug: string }> };

// On-demand ISR: rendered on the first visit, kept, and expired by the post's cache tag.
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postPageMetadata('resources-article', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <PostArticle type="resources-article" slug={(await params).slug} />;
}
