import { fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { translatorOf } from '@/i18n/translate';
import { cmsWords } from '../cms-words';
import { StaticPageView } from '../static-page-view';
import { findSliceDefinition, SliceList } from './registry';

// Rich text carries the heading-anchor island, which needs the frame's toast provider.
const render = (ui: ReactElement) => renderBare(<ToastProvider>{ui}</ToastProvider>);

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const slice = (slice_type: string, primary: Record<string, unknown> = {}, items: unknown[] = []) => ({
  slice_type,
  primary,
  items,
});

describe('slice registry', () => {
  it('knows the slices the spec names per page type and the marketing set', () => {
    for (const type of [
      'herotext',
      'customercontent',
      'pressnews',
      'content',
      'customer_filter',
      'customer_cards',
      'customer_hero',
      'hero',
      'feature_grid',
      'logo_wall',
      'testimonial',
      'stats',
      'pricing_table',
      'faq',
      'cta',
      'rich_text',
      'image',
      'video',
    ])
      expect(findSliceDefinition(type), type).toBeDefined();
  });

  it('"a fallback that never crashes on an unknown or malformed slice (it is skipped and logged)"', () => {
    render(
      <SliceList
        where="/solutions/test"
        slices={[
          slice('carousel_3d', { title: 'Spinning' }),
          slice('hero', { text: 'no title' }),
          slice('stats', {}, [{ value: '99.99%' }]),
          slice('video', { id: 'abc', title: 'T', provider: 'vimeo' }),
          null,
          'not a slice',
          { primary: { title: 'no type' } },
          slice('image', { image: 'javascript:alert(1)', alt: 'x' }),
          slice('hero', { title: 'Still here' }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeTruthy();
    expect(screen.queryByText('Spinning')).toBeNull();
    expect(screen.queryByText('no title')).toBeNull();
    expect(screen.queryByText('99.99%')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    const lines = warn.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(8);
    expect(lines[0]).toContain('/solutions/test: skipped slice 0: unknown slice type "carousel_3d"');
    expect(lines[1]).toMatch(/skipped slice 1 \(hero\): primary\.title/);
    expect(lines[2]).toMatch(/skipped slice 2 \(stats\): items\.0\.label/);
    expect(lines[3]).toContain('a Vimeo id is a number');
    expect(lines[7]).toMatch(/skipped slice 7 \(image\): primary\.image: not a safe address/);
  });

  it('renders text fields as text, never as markup, and rich text only from the server rendering', () => {
    const { container } = render(
      <SliceList
        slices={[
          slice('hero', { title: '<script>alert(1)</script>Hi', text: '<img src=x onerror=alert(1)>' }),
          slice('content', {
            heading: 'Rules',
            body: 'Be **kind**',
            body_html: '<p>Be <strong>kind</strong></p>',
          }),
          slice('content', { heading: 'Preview', body: 'Plain **source**\n\nSecond' }),
        ]}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { name: '<script>alert(1)</script>Hi' })).toBeTruthy();
    expect(within(container).getByText('kind').tagName).toBe('STRONG');
    expect(screen.getByText('Plain **source**')).toBeTruthy();
  });

  it('each slice renders its fields', () => {
    const { container } = render(
      <SliceList
        slices={[
          slice('hero', {
            eyebrow: 'Droplets',
            title: 'Servers in 55 seconds',
            text: 'Linux machines',
            cta_label: 'Get started',
            cta_link: '/pricing',
            secondary_label: 'Docs',
            secondary_link: 'https://docs.example.com',
          }),
          slice('feature_grid', { heading: 'Why us', intro: 'Because' }, [
            { title: 'Fast', text: 'NVMe', link: '/products' },
            { title: 'Simple', text: 'One price' },
          ]),
          slice('logo_wall', { heading: 'Trusted by' }, [
            { name: 'Harbor' },
            { name: 'Kelp', logo: '/k.svg' },
          ]),
          slice('testimonial', { quote: 'It just works', author: 'Ada', role: 'CTO', company: 'Harbor' }),
          slice('stats', { heading: 'In numbers' }, [{ value: '99.99%', label: 'uptime' }]),
          slice('pricing_table', { heading: 'Plans' }, [
            {
              name: 'Basic',
              price: '$4',
              period: '/mo',
              features: 'One CPU\nOne GiB',
              cta_label: 'Choose',
              cta_link: '/pricing',
            },
            { name: 'Pro', price: '$24', highlighted: true, features: ['Four CPUs'] },
          ]),
          slice('faq', { heading: 'Questions' }, [
            { question: 'Is there a free tier?', answer: 'Yes, credit for 60 days.' },
            { question: 'Can I cancel?', body: 'Any *time*', body_html: '<p>Any <em>time</em></p>' },
          ]),
          slice('cta', { title: 'Start today', text: 'Free credit', link_label: 'Sign up', link: '/signup' }),
          slice('image', { image: '/a.png', alt: 'The dashboard', caption: 'Your control panel' }),
          slice('video', { id: 'dQw4w9WgXcQ', title: 'A tour' }),
          slice(
            'pressnews',
            { title: 'New regions', date: '2026-09-15', location: 'NEW YORK', body: 'Two more' },
            [{ title: 'Older news', link: '/press/older' }],
          ),
          slice('customer_filter', {}, [
            { label: 'Startups', link: '/customers#startups' },
            { label: 'Agencies' },
          ]),
          slice('customer_cards', {}, [
            { name: 'Harbor Analytics', link: '/customers/harbor', summary: 'Cut costs', industry: 'Data' },
          ]),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Servers in 55 seconds' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('https://docs.example.com');
    const features = screen.getByRole('heading', { name: 'Why us' }).parentElement!.parentElement!;
    expect(within(features).getAllByRole('listitem')).toHaveLength(2);
    expect(within(features).getByRole('link', { name: 'Learn more about Fast' })).toBeTruthy();
    expect(screen.getByText('Harbor')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Kelp' })).toBeTruthy();
    expect(screen.getByText('It just works').closest('blockquote')).toBeTruthy();
    expect(screen.getByText('CTO, Harbor')).toBeTruthy();
    expect(screen.getByText('99.99%')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Included in Basic' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByText('Most popular')).toBeTruthy();
    expect(screen.getByText('Is there a free tier?').closest('details')).toBeTruthy();
    expect(within(container).getByText('time').tagName).toBe('EM');
    const jsonLd = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd!.textContent!)).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is there a free tier?',
          acceptedAnswer: { text: 'Yes, credit for 60 days.' },
        },
        { name: 'Can I cancel?', acceptedAnswer: { text: 'Any *time*' } },
      ],
    });
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('img', { name: 'The dashboard' }).closest('figure')?.textContent).toContain(
      'Your control panel',
    );
    // Nothing loads from the video's host until the reader presses play; then its player starts.
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'A tour Play · loads from YouTube' }));
    expect(screen.getByTitle('A tour').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(screen.getByText('September 15, 2026').getAttribute('datetime')).toBe('2026-09-15');
    expect(screen.getByRole('link', { name: 'Older news' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Customer stories by industry' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Harbor Analytics' }).getAttribute('href')).toBe(
      '/customers/harbor',
    );
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('customer filter', () => {
  it('without links, its tags filter the customer cards by industry and say how many are shown', () => {
    render(
      <SliceList
        slices={[
          slice('customer_filter', {}, [{ label: 'Startups' }, { label: 'Data' }]),
          slice('customer_cards', {}, [
            { name: 'Harbor', industry: 'Data' },
            { name: 'Driftwood', industry: 'Startups' },
            { name: 'Kelp', industry: 'Data' },
          ]),
        ]}
      />,
    );
    const filter = screen.getByRole('group', { name: 'Customer stories by industry' });
    const visible = () =>
      screen
        .getAllByRole('heading', { level: 2 })
        .filter((heading) => !heading.closest('li')?.hidden)
        .map((heading) => heading.textContent);
    expect(visible()).toEqual(['Harbor', 'Driftwood', 'Kelp']);
    fireEvent.click(within(filter).getByRole('button', { name: 'Data' }));
    expect(visible()).toEqual(['Harbor', 'Kelp']);
    expect(within(filter).getByRole('button', { name: 'Data' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(filter).getByRole('status').textContent).toBe('2 customer stories in Data.');
    fireEvent.click(within(filter).getByRole('button', { name: 'All' }));
    expect(visible()).toEqual(['Harbor', 'Driftwood', 'Kelp']);
  });
});

describe("slices in the page's language", () => {
  it("say their own texts in Russian: the FAQ's default heading and the filter's plural count", () => {
    render(
      <SliceList
        words={cmsWords(translatorOf('marketing', 'ru'), 'ru')}
        slices={[
          slice('faq', {}, [{ question: 'Q?', answer: 'A.' }]),
          slice('customer_filter', {}, [{ label: 'Data' }]),
          slice('customer_cards', {}, [
            { name: 'Harbor', industry: 'Data' },
            { name: 'Kelp', industry: 'Data' },
          ]),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Частые вопросы' })).toBeTruthy();
    const filter = screen.getByRole('group', { name: 'Истории клиентов по отраслям' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Data' }));
    expect(within(filter).getByRole('status').textContent).toBe('2 истории клиентов в отрасли «Data».');
    expect(within(filter).getByRole('button', { name: 'Все' })).toBeTruthy();
  });
});

describe('StaticPageView', () => {
  const base = { type: 'solutions', slug: 'web', title: 'Web hosting', description: 'Host sites' };

  it('a hero first carries the page h1; otherwise the page heading does', () => {
    render(
      <StaticPageView
        page={{ ...base, template: 'Template1', slices: [slice('hero', { title: 'Host anything' })] }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Host anything']);
  });

  it('Template4 lists the sections on top; an unknown template falls back to the default layout and is logged', () => {
    render(
      <StaticPageView
        page={{
          ...base,
          template: 'Template4',
          updated_at: '2026-11-01T10:00:00Z',
          slices: [
            slice('content', { heading: 'Scope', body: 'a' }),
            slice('content', { heading: 'Controls', body: 'b' }),
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Web hosting' })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Controls' }).getAttribute('href')).toBe('#slice-1');
    expect(screen.getByText('Last updated November 1, 2026')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Scope' }).id).toBe('slice-0');

    render(
      <StaticPageView page={{ ...base, slug: 'x', title: 'Odd', template: 'Template99', slices: [] }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Odd' })).toBeTruthy();
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown template "Template99"');
  });

  it('the sitemap template lists each section of the site as a list of links', () => {
    render(
      <StaticPageView
        page={{
          ...base,
          type: 'sitemap',
          slug: 'sitemap',
          title: 'Sitemap',
          template: 'sitemap',
          slices: [],
        }}
        sitemap={[{ title: 'Legal', links: [{ label: 'Terms', href: '/legal/terms' }] }]}
      />,
    );
    const legal = screen.getByRole('region', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/legal/terms');
  });
});
