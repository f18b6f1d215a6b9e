import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SOCIAL_MARKS, SocialIcon } from '../social-links/social-icon';
import { ICON_NAMES, Icon } from './icon';

const sprite = readFileSync(path.join(__dirname, 'icons.svg'), 'utf8');
const symbol = (id: string) => new RegExp(`<symbol id="${id}"[^>]*>([\\s\\S]*?)</symbol>`).exec(sprite)?.[1];

describe('the icon sprite', () => {
  it('draws every interface icon, every social mark and both theme faces', () => {
    for (const name of ICON_NAMES) expect(symbol(name), name).toContain('<path d="');
    for (const [name, mark] of Object.entries(SOCIAL_MARKS))
      expect(symbol(`social-${name}`), name).toMatch(new RegExp(`>${mark}</text>$`));
    expect(symbol('theme-dark')).toBeDefined();
    expect(symbol('theme-light')).toBeDefined();
  });

  it('draws with currentColor, so an icon follows its text in both themes', () => {
    for (const name of ICON_NAMES)
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}"[^>]*stroke="currentColor"`));
  });
});

describe('Icon', () => {
  it('refers to its symbol and is hidden from assistive technology when decorative', () => {
    const { container } = render(<Icon name="copy" size={14} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('14');
    expect(svg.querySelector('use')!.getAttribute('href')).toMatch(/icons[^#]*\.svg#copy$/);
  });

  it('is an image with a name when it has a title', () => {
    const { getByRole } = render(<Icon name="alert" title="Warning" />);
    expect(getByRole('img', { name: 'Warning' })).toBeTruthy();
  });
});

describe('SocialIcon', () => {
  it('refers to a known mark in the sprite and draws an unknown one inline', () => {
    const known = render(<SocialIcon icon="github" />).container;
    expect(known.querySelector('use')!.getAttribute('href')).toMatch(/#social-github$/);
    const unknown = render(<SocialIcon icon="mastodon" />).container;
    expect(unknown.querySelector('text')!.textContent).toBe('MA');
  });
});
