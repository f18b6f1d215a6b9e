import { act, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '@/test/media';
import { pushed, setPathname } from '@/test/navigation-mock';
import type { MainMenuItem } from './main-menu';
import { MenuPanels } from './dropdown-content';
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
    overview: '/products',
    columns: [{ title: 'Compute', links: [{ label: 'Droplets', href: '/products/droplets' }] }],
    footerLink: { label: 'See all products', href: '/products' },
  },
  {
    kind: 'dropdown',
    id: 'solutions',
    label: 'Solutions',
    overview: '/business',
    columns: [{ title: 'Use cases', links: [{ label: 'Hosting', href: '/solutions/hosting' }] }],
  },
  { kind: 'link', id: 'pricing', label: 'Pricing', href: '/pricing' },
];
/** As the header hands them to the island: each dropdown's name and overview page, no links. */
const items: MainNavItem[] = menu.map((item) =>
  item.kind === 'link' ? item : { kind: 'dropdown', id: item.id, label: item.label, overview: item.overview },
);
/** The panels as the web server sends them: the fragment element's content (server/fragments.mjs). */
const panelsHtml = renderToStaticMarkup(<MenuPanels menu={menu} />).replace(
  /^<div data-reef-fragment="menus">([\s\S]*)<\/div>$/,
  '$1',
);

/** Each test its own panels' address: the island keeps what it fetched per address for the page's life. */
let addresses = 0;
let panelsUrl = '';
/** The fetch the panels come by: answers with the panels unless a test says otherwise, when the test lets it. */
let answer: (response: Response) => void;
const fetchPanels = vi.fn(
  () =>
    new Promise<Response>((resolve) => {
      answer = resolve;
    }),
);
/** Lets the pending fetch answer (the panels by default), and React take the result in. */
async function arrive(response = new Response(panelsHtml, { status: 200 })) {
  await act(async () => {
    answer(response);
  });
}
const renderNav = () => render(<MainNav items={items} panelsUrl={panelsUrl} />);
/** The pointer entering the menu, as it does before any hover or click on it. */
const reach = () => fireEvent.pointerEnter(screen.getByRole('navigation', { name: 'Main' }));

const trigger = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => trigger(name).getAttribute('aria-expanded') === 'true';
const panelOf = (name: string) => document.getElementById(trigger(name).getAttribute('aria-controls')!)!;

describe('MainNav', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setPathname('/');
    panelsUrl = `/_reef/menus/en/${String(++addresses).padStart(16, '0')}`;
    fetchPanels.mockClear();
    vi.stubGlobal('fetch', fetchPanels);
  });
  afterEach(() => vi.useRealTimers());

  describe('the dropdowns’ links, fetched on the first sign of wanting them (issue #33, goal 2)', () => {
    beforeEach(() => setViewportWidth(1440));

    it('are not in the page, and are asked for once, without cookies, when the pointer enters the menu', async () => {
      renderNav();
      expect(screen.queryByRole('link', { name: 'Droplets' })).toBeNull();
      expect(fetchPanels).not.toHaveBeenCalled();
      reach();
      fireEvent.pointerLeave(screen.getByRole('navigation', { name: 'Main' }));
      reach();
      expect(fetchPanels).toHaveBeenCalledTimes(1);
      expect(fetchPanels).toHaveBeenCalledWith(panelsUrl, { credentials: 'omit' });
      await arrive();
      fireEvent.click(trigger('Products'));
      expect(screen.getByRole('link', { name: 'Droplets' }).getAttribute('href')).toBe('/products/droplets');
      expect(panelOf('Products').hasAttribute('aria-busy')).toBe(false);
      expect(fetchPanels).toHaveBeenCalledTimes(1);
    });

    it('are asked for when the focus enters the menu, and a dropdown opened before they arrive says it is loading', async () => {
      renderNav();
      act(() => {
        trigger('Products').focus();
      });
      expect(fetchPanels).toHaveBeenCalledTimes(1);
      expect(isOpen('Products')).toBe(true);
      expect(panelOf('Products').getAttribute('aria-busy')).toBe('true');
      expect(panelOf('Products').textContent).toBe('Loading...');
      await arrive();
      expect(isOpen('Products')).toBe(true);
      expect(panelOf('Products').hasAttribute('aria-busy')).toBe(false);
      expect(screen.getByRole('link', { name: 'See all products' })).toBeTruthy();
    });

    it('ArrowDown before they arrive opens the dropdown and moves the focus into it once they are there', async () => {
      renderNav();
      act(() => {
        trigger('Products').focus();
      });
      fireEvent.keyDown(trigger('Products'), { key: 'ArrowDown' });
      expect(isOpen('Products')).toBe(true);
      expect(document.activeElement).toBe(trigger('Products'));
      await arrive();
      act(() => {
        vi.advanceTimersByTime(20);
      });
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Droplets' }));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(isOpen('Products')).toBe(false);
      expect(document.activeElement).toBe(trigger('Products'));
    });

    it('are asked for when the phone menu opens', () => {
      setViewportWidth(375);
      renderNav();
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(fetchPanels).toHaveBeenCalledTimes(1);
    });

    it('a plain click on one of their links is a client navigation', async () => {
      renderNav();
      reach();
      fireEvent.click(trigger('Products'));
      await arrive();
      const link = screen.getByRole('link', { name: 'Droplets' });
      const before = pushed.length;
      expect(fireEvent.click(link)).toBe(false);
      expect(pushed.slice(before)).toEqual(['/products/droplets']);
      expect(isOpen('Products')).toBe(false);
    });

    it('when they cannot be loaded, an open dropdown says so and links to its section’s overview page', async () => {
      renderNav();
      reach();
      fireEvent.click(trigger('Solutions'));
      await arrive(new Response('', { status: 503 }));
      expect(isOpen('Solutions')).toBe(true);
      expect(panelOf('Solutions').hasAttribute('aria-busy')).toBe(false);
      expect(panelOf('Solutions').textContent).toContain('This menu could not be loaded.');
      const overview = screen.getByRole('link', { name: 'Solutions' });
      expect(overview.getAttribute('href')).toBe('/business');
      // Entering it from the keyboard reaches that link.
      fireEvent.keyDown(trigger('Solutions'), { key: 'ArrowDown' });
      act(() => {
        vi.advanceTimersByTime(20);
      });
      expect(document.activeElement).toBe(overview);
      expect(fetchPanels).toHaveBeenCalledTimes(1);
      // Closed, the next sign of wanting the menu asks again.
      fireEvent.keyDown(overview, { key: 'Escape' });
      reach();
      expect(fetchPanels).toHaveBeenCalledTimes(2);
      await arrive();
      fireEvent.click(trigger('Solutions'));
      expect(screen.getByRole('link', { name: 'Hosting' })).toBeTruthy();
    });
  });

  describe('on wide screens (above 1023px)', () => {
    beforeEach(() => setViewportWidth(1440));

    it('"Dropdowns open on hover after 250ms and close after 125ms"', async () => {
      renderNav();
      const item = trigger('Products').closest('li')!;
      reach();
      fireEvent.mouseEnter(item);
      await arrive();
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
      renderNav();
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
      renderNav();
      act(() => {
        trigger('Solutions').focus();
      });
      expect(isOpen('Solutions')).toBe(true);
      fireEvent.keyDown(trigger('Solutions'), { key: 'Escape' });
      expect(isOpen('Solutions')).toBe(false);
    });

    it('a dropdown opened by focus is skipped by Tab, and Enter goes into it (issue #30, item 10: "59 Tab presses")', async () => {
      renderNav();
      act(() => {
        trigger('Solutions').focus();
      });
      await arrive();
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
      act(() => {
        vi.advanceTimersByTime(20);
      });
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Droplets' }));
      fireEvent.keyDown(trigger('Products'), { key: 'Tab' });
      expect(isOpen('Products')).toBe(true);
    });

    it('a click toggles a dropdown and only one is open at a time', () => {
      renderNav();
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

    it('Escape inside a dropdown closes it and returns focus to its button', async () => {
      renderNav();
      reach();
      fireEvent.click(trigger('Products'));
      await arrive();
      const link = screen.getByRole('link', { name: 'Droplets' });
      fireEvent.keyDown(link, { key: 'Escape' });
      expect(isOpen('Products')).toBe(false);
      expect(document.activeElement).toBe(trigger('Products'));
    });
  });

  describe('on narrow screens', () => {
    beforeEach(() => setViewportWidth(375));

    it('does not open on hover', () => {
      renderNav();
      fireEvent.mouseEnter(trigger('Products').closest('li')!);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(isOpen('Products')).toBe(false);
    });

    it('"The mobile menu toggles open and closed and resets the active dropdown"', () => {
      renderNav();
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
    renderNav();
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
        <MainNav items={items} panelsUrl={panelsUrl} />
        <a href="#section">jump</a>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'jump' }));
    expect(screen.getByRole('navigation', { name: 'Main' }).hasAttribute('data-navigating')).toBe(false);
  });
});
