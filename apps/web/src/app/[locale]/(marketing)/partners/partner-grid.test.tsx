import type { Partner } from '@reef/client';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translatorOf } from '@/i18n/translate';
import { PartnerGrid, partnerPath } from './partner-grid';

const en = translatorOf('marketing', 'en');

function buildPartner(overrides: Partial<Partner> = {}): Partner {
  return {
    id: 1,
    name: 'Kelp Security',
    slug: 'kelp-security',
    description: 'Audits, hardening and incident response.',
    logo_url: null,
    url: null,
    state: 'published',
    action: 'contact',
    position: 0,
    tags: [{ id: 3, name: 'Security', slug: 'security' }] as Partner['tags'],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('PartnerGrid', () => {
  it('"partner cards open the partner\'s page": the name is a link to /partners/{slug}', () => {
    render(<PartnerGrid partners={[buildPartner()]} t={en} />);
    const card = screen.getByRole('article', { name: 'Kelp Security' });
    expect(within(card).getByRole('link', { name: 'Kelp Security' }).getAttribute('href')).toBe(
      '/partners/kelp-security',
    );
  });

  it('"with a logo or monogram": a partner without a logo gets its monogram, hidden from screen readers', () => {
    const { container } = render(
      <PartnerGrid
        t={en}
        partners={[
          buildPartner(),
          buildPartner({
            id: 2,
            name: 'Driftwood Stack',
            slug: 'driftwood',
            logo_url: 'https://cdn.example/l.webp',
          }),
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('article');
    expect(first!.querySelector('[aria-hidden="true"]')?.textContent).toBe('KS');
    expect(second!.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/l.webp');
    expect(second!.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it("keeps the partner's own call to action beside the link to its page", () => {
    render(<PartnerGrid partners={[buildPartner({ url: 'https://kelp.example' })]} t={en} />);
    expect(screen.getByRole('link', { name: /^Contact\s*: Kelp Security$/ }).getAttribute('href')).toBe(
      'https://kelp.example',
    );
  });

  it("says the call to action and the tags' name in the page's language (Japanese)", () => {
    render(
      <PartnerGrid
        partners={[buildPartner({ url: 'https://kelp.example' })]}
        t={translatorOf('marketing', 'ja')}
      />,
    );
    expect(screen.getByRole('link', { name: /^問い合わせる\s*: Kelp Security$/ })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Kelp Security の専門分野' })).toBeTruthy();
  });

  it('encodes the slug in the address', () => {
    expect(partnerPath({ slug: 'a b' })).toBe('/partners/a%20b');
  });
});
