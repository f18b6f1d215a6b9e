import { test, expect, axeViolations, registerMember, signInAs } from '../../fixtures/index.js';
import { markWelcomed } from '../community/helpers.js';

// Issue #31, item 2: "English keeps today's URLs; other languages get a prefix … Every page sends <html lang>,
// hreflang alternates and x-default, canonical URLs per language … Visitors are offered their Accept-Language
// language through a visible switcher (never an automatic redirect, which would hide pages from crawlers)".

test.describe('a visitor whose browser asks for German', () => {
  test.use({ locale: 'de-DE' });

  test('is offered the page in German, never redirected; the switch keeps them in German from page to page', async ({
    page,
  }) => {
    const response = await page.goto('/community/questions');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/community/questions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const offer = page.getByRole('region', { name: 'Diese Seite gibt es auch auf Deutsch.' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'de');
    await offer.getByRole('link', { name: 'Auf Deutsch lesen' }).click();

    await expect(page).toHaveURL(/\/de\/community\/questions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
    // The reader chose: the offer is not made again.
    await expect(page.getByRole('region', { name: /Deutsch/ })).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Sprache' });
    await expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/community/questions');
    await expect(menu.getByRole('link', { name: '日本語' })).toHaveAttribute(
      'href',
      '/ja/community/questions',
    );
    // The frame speaks German: the top bar, the main menu, the header's actions and the sub-navigation.
    const quickLinks = page.getByRole('navigation', { name: 'Schnellzugriff' });
    await expect(quickLinks.getByRole('link', { name: 'Support erhalten' })).toHaveAttribute(
      'href',
      '/de/support',
    );
    await expect(
      page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('button', { name: 'Produkte' }),
    ).toBeAttached();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrieren' })).toBeVisible();

    // Links of the page keep the language: the community's sub-navigation leads to the German tutorials list.
    await page
      .getByRole('navigation', { name: 'Community', exact: true })
      .getByRole('link', { name: 'Tutorials', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/de\/community\/tutorials$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The list is in the page's language: the demo's German tutorials, not the English ones.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Nginx unter Ubuntu 24.04 installieren' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^How To Install Nginx/ })).toHaveCount(0);

    // Search from the header stays in German.
    await page.getByRole('button', { name: /Community durchsuchen/ }).click();
    const search = page.getByRole('dialog', { name: 'Die Community durchsuchen' });
    await search.getByRole('searchbox').fill('Nginx');
    await search.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/de\/community\/tutorials\?q=Nginx$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The page's own search form (it works without JavaScript) submits to the German list as well.
    await expect(page.getByRole('search', { name: 'Suchen und filtern' })).toHaveAttribute(
      'action',
      '/de/community/tutorials',
    );
  });
});

test('"members choose a language in settings": the interface follows it at once, and English pages offer it, worded in it', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'sprache');
  await markWelcomed(request, member);
  await signInAs(page, member);
  await page.goto('/community/settings/profile');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('en');
  await language.selectOption('de');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/de\/community\/settings\/profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: 'Profilmenü' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

  // An English address (a link someone shared) offers the member's language, though the browser asks for English.
  await page.goto('/community/questions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const offer = page.getByRole('region', { name: 'Diese Seite gibt es auch auf Deutsch.' });
  await offer.getByRole('link', { name: 'Auf Deutsch lesen' }).click();
  await expect(page).toHaveURL(/\/de\/community\/questions$/);
});

test('each page names itself in all nine languages with x-default, and is canonical in its own; /en/… is not an address', async ({
  page,
  request,
}) => {
  await page.goto('/de/community/tutorials');
  const head = (selector: string) => page.locator(`head ${selector}`);
  const origin = new URL(page.url()).origin;
  await expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/de/community/tutorials`);
  await expect(head('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
    'href',
    `${origin}/ja/community/tutorials`,
  );
  await expect(head('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${origin}/community/tutorials`,
  );
  await expect(head('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${origin}/community/tutorials`,
  );
  await expect(head('link[rel="alternate"][hreflang]')).toHaveCount(10);

  const english = await request.get('/en/community/tutorials', { maxRedirects: 0 });
  expect(english.status()).toBe(308);
  expect(english.headers().location).toMatch(/\/community\/tutorials$/);
});

test('a translated tutorial is canonical at its own language’s address, its versions linked in theirs', async ({
  page,
}) => {
  // The German translation of the demo's Nginx tutorial, opened at its English-interface address.
  await page.goto('/community/tutorials/nginx-unter-ubuntu-24-04-installieren');
  const origin = new URL(page.url()).origin;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/de/community/tutorials/nginx-unter-ubuntu-24-04-installieren`,
  );
  await expect(page.locator('head link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
    'href',
    `${origin}/ja/community/tutorials/how-to-install-nginx-on-ubuntu-24-04-ja`,
  );
  await page.goto('/de/community/tutorials/nginx-unter-ubuntu-24-04-installieren');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`axe finds no violations on pages in Japanese and German at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/ja/community', '/de/community/tutorials/nginx-unter-ubuntu-24-04-installieren']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}

test('the header fits on wide screens in the languages with the longest words, Log in and Sign up whole', async ({
  page,
}) => {
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [locale, signUp] of [
      ['ru', 'Регистрация'],
      ['fr', 'S’inscrire'],
    ] as const) {
      await page.goto(`/${locale}/community/questions`);
      const bar = page.getByRole('banner');
      const theme = bar.getByRole('button', { name: /thème|тему/ });
      for (const control of [bar.getByRole('button', { name: signUp }), theme]) {
        const box = (await control.boundingBox())!;
        expect(box.x + box.width, `${locale} at ${width}px`).toBeLessThanOrEqual(width);
      }
      // The search button gives way first; it keeps its name.
      await expect(
        bar.getByRole('button', { name: /Поиск по сообществу|Rechercher dans la communauté/ }),
      ).toBeVisible();
    }
  }
});

test('the header fits on phones in the languages with the longest words: Log in, Sign up and the menu button side by side, the menu opens', async ({
  page,
}) => {
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 700 });
    for (const [locale, logIn, signUp, openMenu] of [
      ['de', 'Anmelden', 'Registrieren', 'Menü öffnen'],
      ['es', 'Iniciar sesión', 'Registrarse', 'Abrir menú'],
    ] as const) {
      await page.goto(`/${locale}/community/questions`);
      const bar = page.getByRole('banner');
      type Box = { x: number; y: number; width: number; height: number };
      const boxOf = async (name: string): Promise<Box> => {
        const box = (await bar.getByRole('button', { name }).boundingBox())!;
        expect(box.x, `${name}, ${locale} at ${width}px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name}, ${locale} at ${width}px`).toBeLessThanOrEqual(width);
        return box;
      };
      const login = await boxOf(logIn);
      const signup = await boxOf(signUp);
      const menu = await boxOf(openMenu);
      // No control runs under another: Log in ends before Sign up begins, and neither covers the menu button.
      expect(login.x + login.width, `${locale} at ${width}px`).toBeLessThanOrEqual(signup.x);
      const overlaps = (a: Box, b: Box) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps(signup, menu) || overlaps(login, menu), `${locale} at ${width}px`).toBe(false);
      await bar.getByRole('button', { name: openMenu }).click();
      await expect(
        bar.getByRole('button', { name: openMenu === 'Menü öffnen' ? 'Menü schließen' : 'Cerrar menú' }),
      ).toBeVisible();
    }
  }
});
