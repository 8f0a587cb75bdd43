import { GREETINGS } from '../../content/schema/text';
import { siteIn, type RouteId } from './content';
import { expect, test } from './fixtures';
import { languageLinks, readRoute } from './routeReading';

// The English site under /en/ as its readers use it (the checks of every page cover both languages).
const es = siteIn('es');
const en = siteIn('en');
const ids = Object.keys(es.routes) as RouteId[];

test('every page links, in the menu and in the footer, to the same page in the other language', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'once is enough: the links are the same markup at both widths');
  test.slow(); // 34 pages
  for (const id of ids) {
    for (const [from, to] of [
      [es, en],
      [en, es],
    ] as const) {
      // One link in the navbar and one in the footer, each to the twin page.
      const link = {
        href: to.routes[id].path,
        hreflang: to.locale,
        lang: to.locale,
        title: to.navigation.language.switchHint,
      };
      expect(
        (await readRoute(page, from.routes[id].path)).languageLinks,
        `${from.routes[id].path} → ${to.routes[id].path}`,
      ).toEqual([[link], [link]]);
    }
  }
});

test('the language switcher changes page and language, also on the accented route', async ({ page, isMobile }) => {
  await page.goto(es.routes.signage.path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // On phones the navbar's link is inside the menu: the footer's is the one in reach.
  const [navbar, footer] = languageLinks(page, en.navigation.language.name);
  await (isMobile ? footer! : navbar!).click();
  await expect(page).toHaveURL(en.routes.signage.path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.solutionPages.signage.title);

  await languageLinks(page, es.navigation.language.name)[1]!.click();
  await expect(page).toHaveURL(encodeURI(es.routes.signage.path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.solutionPages.signage.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the language switcher is a link that works the same way', async ({ page }) => {
    await page.goto(en.routes.about.path);
    await languageLinks(page, es.navigation.language.name)[1]!.click();
    await expect(page).toHaveURL(es.routes.about.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.aboutPage.hero.title);
    await languageLinks(page, en.navigation.language.name)[1]!.click();
    await expect(page).toHaveURL(en.routes.about.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.aboutPage.hero.title);
  });
});

test("nothing redirects by the browser's language: each address shows its own language", async ({ browser }) => {
  for (const [locale, site] of [
    ['en-US', es],
    ['es-EC', en],
  ] as const) {
    const context = await browser.newContext({ locale, extraHTTPHeaders: { 'Accept-Language': `${locale},*;q=0.5` } });
    const page = await context.newPage();
    const response = await page.goto(site.routes.home.path);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.home.hero.title);
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(site.routes.home.path);
    await context.close();
  }
});

test.describe('the English error page', () => {
  test('an unknown address under /en/ answers 404 in English, with suggestions in English', async ({ page }) => {
    const response = await page.goto(`${en.routes.home.path}/abuot`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFoundCopy.heading);
    const suggestions = page.getByRole('navigation', { name: en.notFoundCopy.suggestionsHeading });
    await expect(suggestions.getByRole('link').first()).toHaveText(en.routes.about.label);
    await suggestions.getByRole('link', { name: en.routes.about.label }).click();
    await expect(page).toHaveURL(en.routes.about.path);
  });

  test('its exits lead to the English site, and its language switcher to the Spanish home page', async ({ page }) => {
    await page.goto(`${en.routes.home.path}/sin-pagina`);
    await expect(page.getByRole('link', { name: en.notFoundCopy.actions.home, exact: true })).toHaveAttribute(
      'href',
      en.routes.home.path,
    );
    for (const link of languageLinks(page, es.navigation.language.name)) {
      await expect(link).toHaveAttribute('href', es.routes.home.path);
    }
    // And the Spanish error page leads to the English home page.
    await page.goto('/sin-pagina');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.notFoundCopy.heading);
    for (const link of languageLinks(page, en.navigation.language.name)) {
      await expect(link).toHaveAttribute('href', en.routes.home.path);
    }
  });
});

test('every WhatsApp message of the English pages is in English, as many as on the Spanish twin', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'once is enough: it does not depend on the width');
  test.slow();
  const messages = { es: new Map<RouteId, string[]>(), en: new Map<RouteId, string[]>() };
  for (const site of [es, en]) {
    for (const id of ids) {
      messages[site.locale].set(id, (await readRoute(page, site.routes[id].path)).chats);
    }
  }
  const spanish = new Set([...messages.es.values()].flat());
  expect(spanish.size).toBeGreaterThan(10);
  for (const id of ids) {
    const english = messages.en.get(id)!;
    expect(english.length, en.routes[id].path).toBe(messages.es.get(id)!.length);
    for (const text of english) {
      expect(text.startsWith(GREETINGS.en), `${en.routes[id].path}: ${text}`).toBe(true);
      expect(spanish.has(text), `${en.routes[id].path}: ${text}`).toBe(false);
    }
  }
});

test("each product's button asks about it in English", async ({ page }) => {
  await page.goto(en.routes.products.path);
  for (const product of en.products) {
    const card = page.getByRole('article', { name: product.name });
    const href = await card.getByRole('link').last().getAttribute('href');
    expect(new URL(href!).searchParams.get('text')).toBe(en.productMessage(product.name));
  }
});

test('the English contact form prepares the WhatsApp message in English', async ({ page }) => {
  await page.goto(`${en.routes.home.path}#${en.anchors.contact}`);
  const section = page.locator(`#${en.anchors.contact}`);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(en.contactSection.title);
  await section.getByRole('button', { name: en.contactForm.show }).click();
  const form = section.getByRole('form', { name: en.contactForm.label });
  const values = {
    name: 'Maple & Oak Rentals — “Unit #4” 🏡',
    email: 'office@maple-oak.example.com',
    phone: '+1 (555) 010-0199',
    message: 'Two cameras and a smart lock for a rental in El Vergel.\nAre weekend visits possible?',
  };
  await form.getByLabel(en.contactForm.fields.name.label).fill(values.name);
  await form.getByLabel(en.contactForm.fields.email.label).fill(values.email);
  await form.getByLabel(en.contactForm.fields.phone.label).fill(values.phone);
  await form.getByLabel(en.contactForm.fields.message.label).fill(values.message);
  await form.getByRole('button', { name: en.contactForm.submit }).click();

  await expect(section.getByText(en.contactForm.methodsTitle)).toBeVisible();
  const link = section.getByRole('link', { name: en.contactForm.whatsapp, exact: true });
  const text = new URL((await link.getAttribute('href'))!).searchParams.get('text')!;
  expect(text).toBe(en.contactMessage(values));
  expect(text.startsWith(GREETINGS.en)).toBe(true);
  expect(text).toContain(values.message);
});

test('the opening hours in English: English day names and a 12-hour clock', async ({ page }) => {
  await page.goto(en.routes.about.path);
  const contact = page.getByRole('region', { name: en.contactSection.title });
  const day = '(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?';
  const hours = contact.getByText(new RegExp(`^${day}\\b`));
  await expect(hours).toHaveText(new RegExp(`^${day}.*, \\d{1,2}:\\d{2} [AP]M to \\d{1,2}:\\d{2} [AP]M`));
  await expect(contact).not.toContainText(/lunes|sábados/i);
});

test("the English pages say under the hero's WhatsApp button that the company answers in English; the contact section says it in both languages", async ({
  page,
}) => {
  expect(en.company.languages).toContain('en');
  for (const id of ['home', 'catalogue', 'products', 'security'] as const) {
    for (const site of [en, es]) {
      await page.goto(site.routes[id].path);
      const notes = page.getByTestId('english-service');
      const contact = page.locator(`#${site.anchors.contact}`);
      await expect(contact.getByTestId('english-service'), site.routes[id].path).toHaveText(
        site.contactSection.englishNote,
      );
      // The hero's line is only for the English readers; the Spanish pages keep it to the contact section.
      await expect(page.locator('section:has(h1)').getByTestId('english-service')).toHaveCount(site === en ? 1 : 0);
      await expect(notes).toHaveCount(site === en ? 2 : 1);
    }
  }
});
