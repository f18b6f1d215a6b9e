import type { CSSProperties, ReactNode } from 'react';
import { ButtonLink } from '../button/button-link';
import styles from './call-to-action.module.css';

/** Inputs of the call-to-action block (spec: content-and-presentation §3). */
export type CallToActionProps = {
  title: ReactNode;
  body?: ReactNode;
  disclaimer?: ReactNode;
  link?: { href: string; label: string };
  backgroundColor?: string;
  /** Background image, with an optional larger one for screens from lg up. */
  backgroundImage?: { src: string; largeSrc?: string };
  textColor?: string;
  bodyColor?: string;
  headingLevel?: 2 | 3;
  /** Look of the link: white on dark backgrounds (default), primary on light ones. */
  linkVariant?: 'on-dark' | 'primary';
  className?: string;
};

function cssUrl(src: string | undefined): string | undefined {
  return src ? `url(${JSON.stringify(src)})` : undefined;
}

/** A call-to-action block: title, body, one link styled as a button and a disclaimer, over a colour or image. */
export function CallToAction({
  title,
  body,
  disclaimer,
  link,
  backgroundColor,
  backgroundImage,
  textColor,
  bodyColor,
  headingLevel = 2,
  linkVariant = 'on-dark',
  className,
}: CallToActionProps) {
  const Heading = `h${headingLevel}` as 'h2';
  const style = {
    '--cta-bg': backgroundColor,
    '--cta-image': cssUrl(backgroundImage?.src),
    '--cta-image-large': cssUrl(backgroundImage?.largeSrc),
    '--cta-text': textColor,
    '--cta-body': bodyColor,
  } as CSSProperties;
  return (
    <div className={[styles.cta, className].filter(Boolean).join(' ')} style={style}>
      <div className={styles.content}>
        <Heading className={styles.title}>{title}</Heading>
        {body ? <p className={styles.body}>{body}</p> : null}
        {link ? (
          <ButtonLink href={link.href} variant={linkVariant}>
            {link.label}
          </ButtonLink>
        ) : null}
        {disclaimer ? <p className={styles.disclaimer}>{disclaimer}</p> : null}
      </div>
    </div>
  );
}
