import type { ImgHTMLAttributes } from 'react';

/** Image loading values (spec: content-and-presentation §3). */
export type ImageLoading = 'lazy' | 'eager';

/** Inputs of ContentImage: `alt` is required (empty for decorative images); loading defaults to lazy. */
export type ContentImageProps = { src: string; alt: string; loading?: ImageLoading } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'loading'
>;

/** An image from content; lazy unless it is above the fold (`loading="eager"`, fetched with high priority). */
export function ContentImage({ src, alt, loading = 'lazy', ...rest }: ContentImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      loading={loading}
      decoding={loading === 'eager' ? 'sync' : 'async'}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      {...rest}
    />
  );
}
