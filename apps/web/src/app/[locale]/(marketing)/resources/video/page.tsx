// /resources/video: the index of resources-video posts (content-and-presentation §2 "Post types and paths").
import type { Metadata } from 'next';
import { PostIndex, postIndexMetadata } from '../../_posts/post-index';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return postIndexMetadata('resources-video', searchParams);
}

export default function Page({ searchParams }: Props) {
  return <PostIndex type="resources-video" searchParams={searchParams} />;
}
