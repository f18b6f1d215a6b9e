import { demoBrand } from '@reef/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { translatorOf } from '@/i18n/translate';
import { HomePage } from './home-page';
import { PRODUCT_ART_KINDS, productArtKind } from './product-art';

vi.mock('@/lib/brand', () => ({ getBrand: () => demoBrand }));

describe('HomePage', () => {
  it('"a hero that fills its space": the heading beside a decorative illustration drawn inline', () => {
    const { container } = render(<HomePage t={translatorOf('marketing', 'en')} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    const hero = container.querySelector('svg[data-illustration="hero"]');
    expect(hero?.getAttribute('aria-hidden')).toBe('true');
    expect(hero?.querySelectorAll('rect, path, circle').length).toBeGreaterThan(20);
    // No image request and no hard-coded paint: every shape is painted by a class.
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg [fill], svg [stroke], svg [style]')).toBeNull();
  });

  it('"customer logos as monograms": a list of the brand\'s customers by name, the monograms hidden', () => {
    render(<HomePage t={translatorOf('marketing', 'en')} />);
    const list = screen.getByRole('list', { name: 'Trusted by teams at' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      demoBrand.customers.map((name) => expect.stringContaining(name)),
    );
    expect(items[0]!.querySelector('[aria-hidden="true"]')?.textContent).toBe('HL');
  });

  it('"product imagery": every product card has the drawing of its kind and links to its page', () => {
    const { container } = render(<HomePage t={translatorOf('marketing', 'en')} />);
    for (const product of demoBrand.productLinks) {
      expect(screen.getByRole('link', { name: product.label }).getAttribute('href')).toBe(product.href);
    }
    const kinds = [...container.querySelectorAll('[data-product-art]')].map((svg) =>
      svg.getAttribute('data-product-art'),
    );
    expect(kinds).toEqual(demoBrand.productLinks.map((product) => productArtKind(product.href)));
    expect(kinds).not.toContain('generic');
  });
});

describe('HomePage in German', () => {
  it("says its headings, buttons and the customers row in the page's language", () => {
    render(<HomePage t={translatorOf('marketing', 'de')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Die einfache Cloud für Entwickler und ihre Teams',
    );
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Teams, die uns vertrauen' })).toBeTruthy();
  });
});

describe('productArtKind', () => {
  it('reads the kind from a slug or a product address, and falls back to the generic drawing', () => {
    expect(productArtKind('/products/kubernetes')).toBe('kubernetes');
    expect(productArtKind('databases')).toBe('databases');
    expect(productArtKind('/products/quantum/')).toBe('generic');
    expect(PRODUCT_ART_KINDS).toContain('object-storage');
  });
});
