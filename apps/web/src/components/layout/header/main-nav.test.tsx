import { act, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '@/test/media';
import { setPathname } from '@/test/navigation-mock';
import type { MainMenuItem } from './main-menu';
import { DropdownContent } from './dropdown-content';
import { MainNav, type MainNavItem } from './main-nav';
import { HeaderWordsProvider } from './header-words';
import { ENGLISH_HEADER_WORDS } from '@/test/render';

/** Inside the words the root layout provides. */
const render = (ui: ReactElement) =>
  renderPlain(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <HeaderWordsProvider words={ENGLISH_HEADER_WORDS}>{children}</HeaderWordsProvider>
    ),
  });

const menu: MainMenuItem[] = [
  {
    kind: 'dropdown',
    id: 'products',
    label: 'Products',
    columns: [{ title: 'Compute', links: [{ label: 'Droplets', href: '/products/droplets' }] }],
    footerLink: { label: 'See all products', href: '/products' },
  },
  {
    kind: 'dropdown',
    id: 'solutions',
    label: 'Solutions',
    columns: [{ title: 'Use cases', links: [{ label: 'Hosting', href: '/solutions/hosting' }] }],
  },
  { kind: 'link', id: 'pricing', label: 'Pricing', href: '/pricing' },
];
/** As the header hands them to the island: each dropdown's links rendered as its panel. */
const items: MainNavItem[] = menu.map((item) =>
  item.kind === 'link'
    ? item
    : { kind: 'dropdown', id: item.id, label: item.label, panel: <DropdownContent dropdown={item} /> },
);

const trigger = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => trigger(name).getAttribute('aria-expanded') === 'true';

describe('MainNav', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setPathname('/');
  });
  afterEach(() => vi.useRealTimers());

  describe('on wide screens (above 1023px)', () => {
    beforeEach(() => setViewportWidth(1440));

    it('"Dropdowns open on hover after 250ms and close after 125ms"', () => {
      render(<MainNav items={items} />);
      const item = trigger('Products').closest('li')!;
      fireEvent.mouseEnter(item);
      act(() => {
        vi.advanceTimersByTime(249);
      });
      expect(isOpen('Products')).toBe(false);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(isOpen('Products')).toBe(true);
      expect(screen.getByRole('link', { name: 'Droplets' })).toBeTruthy();

      fireEvent.mouseLeave(item);
      act(() => {
        vi.advanceTimersByTime(124);
      });
      expect(isOpen('Products')).toBe(true);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(isOpen('Products')).toBe(false);
    });

    it('a quick pass over an item does not open it', () => {
      render(<MainNav items={items} />);
      const item = trigger('Products').closest('li')!;
      fireEvent.mouseEnter(item);
      act(() => {
        vi.advanceTimersByTime(100);
      });
      fireEvent.mouseLeave(item);
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(isOpen('Products')).toBe(false);
    });

    it('"or open on focus", and Escape closes', () => {
      render(<MainNav items={items} />);
      act(() => {
        trigger('Solutions').focus();
      });
      expect(isOpen('Solutions')).toBe(true);
      fireEvent.keyDown(trigger('Solutions'), { key: 'Escape' });
      expect(isOpen('Solutions')).toBe(false);
    });

    it('a dropdown opened by focus is skipped by Tab, and Enter goes into it (issue #30, item 10: "59 Tab presses")', () => {
      render(<MainNav items={items} />);
      act(() => {
        trigger('Solutions').focus();
      });
      expect(isOpen('Solutions')).toBe(true);
      // Tab on the trigger closes the preview before the browser moves on, so its links are not in the way.
      fireEvent.keyDown(trigger('Solutions'), { key: 'Tab' });
      expect(isOpen('Solutions')).toBe(false);

      act(() => {
        trigger('Products').focus();
      });
      expect(isOpen('Products')).toBe(true);
      // Enter on a button is a click with no pointer (detail 0): it keeps the dropdown open and enters it.
      act(() => {
        fireEvent.click(trigger('Products'), { detail: 0 });
      });
      expect(isOpen('Products')).toBe(true);
      fireEvent.keyDown(trigger('Products'), { key: 'Tab' });
      expect(isOpen('Products')).toBe(true);
    });

    it('a click toggles a dropdown and only one is open at a time', () => {
      render(<MainNav items={items} />);
      fireEvent.pointerDown(trigger('Products'));
      fireEvent.click(trigger('Products'));
      expect(isOpen('Products')).toBe(true);
      fireEvent.pointerDown(trigger('Solutions'));
      fireEvent.click(trigger('Solutions'));
      expect(isOpen('Solutions')).toBe(true);
      expect(isOpen('Products')).toBe(false);
      fireEvent.click(trigger('Solutions'));
      expect(isOpen('Solutions')).toBe(false);
    });

    it('Escape inside a dropdown closes it and returns focus to its button', () => {
      render(<MainNav items={items} />);
      fireEvent.click(trigger('Products'));
      const link = screen.getByRole('link', { name: 'Droplets' });
      fireEvent.keyDown(link, { key: 'Escape' });
      expect(isOpen('Products')).toBe(false);
      expect(document.activeElement).toBe(trigger('Products'));
    });
  });

  describe('on narrow screens', () => {
    beforeEach(() => setViewportWidth(375));

    it('does not open on hover', () => {
      render(<MainNav items={items} />);
      fireEvent.mouseEnter(trigger('Products').closest('li')!);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(isOpen('Products')).toBe(false);
    });

    it('"The mobile menu toggles open and closed and resets the active dropdown"', () => {
      render(<MainNav items={items} />);
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      fireEvent.click(toggle);
      expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(trigger('Products'));
      expect(isOpen('Products')).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
      expect(isOpen('Products')).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(isOpen('Products')).toBe(false);
    });
  });

  it('"On a route change (not shallow) the main nav is disabled, then re-enabled 300ms after the change completes"', () => {
    setViewportWidth(1440);
    render(<MainNav items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const pricing = screen.getByRole('link', { name: 'Pricing' });
    pricing.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(pricing);
    expect(nav.getAttribute('data-navigating')).toBe('true');
    expect((trigger('Products') as HTMLButtonElement).disabled).toBe(true);

    act(() => {
      setPathname('/pricing');
    });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(nav.getAttribute('data-navigating')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(nav.hasAttribute('data-navigating')).toBe(false);
    expect((trigger('Products') as HTMLButtonElement).disabled).toBe(false);
  });

  it('a hash-only (shallow) change leaves the nav enabled', () => {
    setViewportWidth(1440);
    render(
      <>
        <MainNav items={items} />
        <a href="#section">jump</a>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'jump' }));
    expect(screen.getByRole('navigation', { name: 'Main' }).hasAttribute('data-navigating')).toBe(false);
  });
});
