'use client';
// A member's uploaded avatar, served by the API (already a small square WebP). The API's address is runtime config.
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';

/** The uploaded picture, or `fallback` (the initials) when it cannot be loaded. */
export function AvatarImage({
  path,
  size,
  className,
  style,
  fallback,
}: {
  path: string;
  size: number;
  className?: string;
  style?: CSSProperties;
  fallback: ReactNode;
}) {
  const { apiUrl } = useRuntimeConfig();
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) return <>{fallback}</>;
  return (
    // Decorative: the member's name is always written beside it.
    <img
      className={className}
      style={style}
      src={`${apiUrl}${path}`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setHasFailed(true)}
    />
  );
}
