import Link from '@/components/ui/link';
import type { CSSProperties, ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
import { ContentImage, type ImageLoading } from '../image/image';
import styles from './card.module.css';

/** Card image sizes: 2col and 3col change the aspect ratio on large screens. */
export type CardImageSize = '2col' | '3col';

/** Inputs of Card (spec: content-and-presentation §3). */
export type CardProps = {
  title: ReactNode;
  titleLevel?: 2 | 3 | 4 | 5 | 6;
  /** Makes the whole card a link (via the title). */
  link?: string;
  eyebrow?: ReactNode;
  category?: ReactNode;
  author?: { name: string; link?: string };
  children?: ReactNode;
  image?: { src: string; alt: string; loading?: ImageLoading };
  imageSize?: CardImageSize;
  resourceLabel?: ReactNode;
  filled?: boolean;
  /** Free media (video, illustration) in place of an image. */
  media?: ReactNode;
  metaData?: { name: ReactNode; icon?: IconName }[];
  titleIcon?: IconName;
  textColor?: string;
  bodyColor?: string;
  icon?: { name?: IconName; node?: ReactNode; size?: 'medium' | 'large' | 'logo'; color?: string };
  className?: string;
};

/** A content card: optional media on top, eyebrow/category/label, a title (the link), body, meta list and author. */
export function Card({
  title,
  titleLevel = 3,
  link,
  eyebrow,
  category,
  author,
  children,
  image,
  imageSize = '3col',
  resourceLabel,
  filled = false,
  media,
  metaData,
  titleIcon,
  textColor,
  bodyColor,
  icon,
  className,
}: CardProps) {
  const Heading = `h${titleLevel}` as 'h3';
  const style = { '--card-text': textColor, '--card-body': bodyColor } as CSSProperties;
  const iconSizeClass = { medium: styles.iconMedium, large: styles.iconLarge, logo: styles.iconLogo }[
    icon?.size ?? 'medium'
  ];
  return (
    <article
      className={[styles.card, filled && styles.filled, link && styles.linked, className]
        .filter(Boolean)
        .join(' ')}
      style={style}
    >
      {image || media ? (
        <div className={styles.media}>
          {image ? (
            <ContentImage
              src={image.src}
              alt={image.alt}
              loading={image.loading}
              className={[styles.image, imageSize === '2col' ? styles.image2col : styles.image3col].join(' ')}
            />
          ) : (
            media
          )}
        </div>
      ) : null}
      {icon ? (
        <span
          className={[styles.icon, iconSizeClass].join(' ')}
          style={{ '--icon-color': icon.color } as CSSProperties}
          aria-hidden="true"
        >
          {icon.node ?? (icon.name ? <Icon name={icon.name} size={icon.size === 'large' ? 28 : 22} /> : null)}
        </span>
      ) : null}
      {eyebrow || category || resourceLabel ? (
        <div className={styles.topline}>
          {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
          {category ? <span className={styles.category}>{category}</span> : null}
          {resourceLabel ? <span className={styles.resourceLabel}>{resourceLabel}</span> : null}
        </div>
      ) : null}
      <Heading className={styles.title}>
        {titleIcon ? <Icon name={titleIcon} size={20} /> : null}
        {link ? (
          <Link href={link} className={styles.titleLink}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
      {metaData && metaData.length > 0 ? (
        <ul className={styles.meta}>
          {metaData.map((item, index) => (
            <li key={index}>
              {item.icon ? <Icon name={item.icon} size={14} /> : null}
              {item.name}
            </li>
          ))}
        </ul>
      ) : null}
      {author ? (
        <p className={styles.author}>
          By {author.link ? <Link href={author.link}>{author.name}</Link> : author.name}
        </p>
      ) : null}
    </article>
  );
}
