'use client';
import type { ButtonState } from '@reef/core';
import Link from '@/components/ui/link';
import type { ButtonHTMLAttributes, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Icon } from '../icon/icon';
import styles from './button.module.css';

export type { ButtonState };

/** Inputs of Button. With `href` it renders a link styled as a button. */
export type ButtonProps = {
  variant?: 'primary' | 'secondary' | 'tertiary' | 'on-dark';
  size?: 'medium' | 'small';
  state?: ButtonState;
  /** Text read out (and shown) in a non-default state, e.g. "Saving…"; defaults to the children. */
  stateLabel?: ReactNode;
  block?: boolean;
  href?: string;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>;

const stateIcon: Partial<Record<ButtonState, ReactNode>> = {
  submitted: <Icon name="check" size={16} />,
  invalid: <Icon name="info" size={16} />,
  error: <Icon name="alert" size={16} />,
};

/** A button whose every state but default blocks clicks and all keys except Tab, while staying focusable. */
export function Button({
  variant = 'primary',
  size = 'medium',
  state = 'default',
  stateLabel,
  block = false,
  href,
  className,
  children,
  onClick,
  onKeyDown,
  type = 'button',
  ...rest
}: ButtonProps) {
  const isBlocked = state !== 'default';
  const classes = [
    styles.button,
    styles[variant === 'on-dark' ? 'onDark' : variant],
    size === 'small' && styles.small,
    block && styles.block,
    isBlocked && styles[state],
    className,
  ]
    .filter(Boolean)
    .join(' ');

  const handleClick = (event: MouseEvent<HTMLButtonElement & HTMLAnchorElement>) => {
    if (isBlocked) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClick?.(event);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement & HTMLAnchorElement>) => {
    // spec: content-and-presentation §4 — blocked states let only Tab through
    if (isBlocked && event.key !== 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onKeyDown?.(event);
  };

  const content = (
    <>
      {state === 'loading' ? <span className={styles.spinner} aria-hidden="true" /> : stateIcon[state]}
      <span>{isBlocked && stateLabel ? stateLabel : children}</span>
    </>
  );

  if (href !== undefined) {
    return (
      <Link
        href={href}
        className={classes}
        aria-disabled={isBlocked || undefined}
        data-state={state}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
      >
        {content}
      </Link>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      aria-disabled={isBlocked || undefined}
      aria-busy={state === 'loading' || undefined}
      data-state={state}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      {content}
    </button>
  );
}
