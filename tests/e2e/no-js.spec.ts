import type { Page } from '@playwright/test';

import {
  aboutPage,
  aboutSlides,
  brandsHeading,
  catalogue,
  cataloguePage,
  checkedOnPhone,
  company,
  contactForm,
  contactSection,
  footerColumns,
  LOCALES,
  navbarCopy,
  PHONE_STAND_IN_REASON,
  routes,
  siteIn,
  solutionPages,
  topics,
  whatsappLink,
  type RouteId,
  type Site,
} from './content';
import { expect, layOutWholePage, test, videoPoster } from './fixtures';

// Every page as a visitor without JavaScript (or before the scripts arrive) reads it: the HTML and its CSS alone.
test.use({ javaScriptEnabled: false });

/** The h1 of each route in one language, from the content that the page renders. */
function headingsOf(site: Site): Record<RouteId, string> {
  return {
    home: site.home.hero.title,
    about: site.aboutPage.hero.title,
    catalogue: site.cataloguePage.hero.title,
    products: site.productsPage.hero.title,
    partners: site.partnersPage.hero.title,
    brandDirectory: site.brandsPage.hero.title,
    ...(Object.fromEntries(site.solutionIds.map((id) => [id, site.solutionPages[id].title])) as Record<
      (typeof site.solutionIds)[number],
      string
    >),
  };
}

/** Paths (decoded, with any #fragment) of the links a visitor can see on the page. */
function visibleLinkTargets(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((links) =>
    (links as HTMLAnchorElement[])
      .filter((link) => link.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((link) => new URL(link.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => decodeURIComponent(url.pathname) + url.hash),
  );
}

/** Headings and paragraphs of the page's content that the visitor cannot see (faded out, hidden, collapsed). */
function hiddenText(page: Page): Promise<string[]> {
  return page.locator('main :is(h1, h2, h3, h4, h5, p, li, figcaption)').evaluateAll((elements) =>
    elements
      .filter((element) => element.textContent?.trim() && !element.closest('.visually-hidden'))
      .filter((element) => !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((element) => `${element.tagName}: ${element.textContent?.trim().slice(0, 60)}`),
  );
}

for (const locale of LOCALES) {
  const site = siteIn(locale);
  const h1 = headingsOf(site);
  for (const [id, route] of Object.entries(site.routes) as [RouteId, (typeof routes)[RouteId]][]) {
    test.describe(() => {
      test.skip(({ isMobile }) => isMobile && !checkedOnPhone(route.path), PHONE_STAND_IN_REASON);
      test(`without JavaScript, ${route.path}: h1, content, links to every page and contact details`, async ({
        page,
      }) => {
        await page.goto(route.path);
        // The navbar's menu button is still a link: no script has run.
        const nav = page.getByRole('navigation', { name: site.navbarCopy.navLabel });
        await expect(nav.getByRole('button')).toHaveCount(0);

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1[id]);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        await layOutWholePage(page);
        expect((await main.innerText()).length, 'texto del contenido principal').toBeGreaterThan(800);
        expect(await hiddenText(page), 'texto oculto en el contenido principal').toEqual([]);

        const targets = await visibleLinkTargets(page);
        for (const { path } of Object.values(site.routes)) expect(targets, `enlace visible a ${path}`).toContain(path);

        const contact = page.getByRole('region', { name: site.contactSection.title });
        const phone = contact.getByRole('link', { name: site.company.phoneDisplay }).first();
        await expect(phone).toBeVisible();
        await expect(phone).toHaveAttribute('href', `tel:+${site.company.whatsapp}`);
        const email = contact.getByRole('link', { name: site.company.email });
        await expect(email).toBeVisible();
        await expect(email).toHaveAttribute('href', `mailto:${site.company.email}`);
        await expect(contact.getByText(site.company.address.street)).toBeVisible();
        const directChat = contact.locator(`a[href="${site.whatsappLink()}"]`);
        await expect(directChat.first()).toBeVisible();
      });
    });
  }
}

test("without JavaScript, the menu leads to the footer's lists of pages, and from there to every page", async ({
  page,
  isMobile,
}) => {
  await page.goto(routes.about.path);
  // Without scripts the bar shows the video's poster, and no button that could not work.
  await expect(videoPoster(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: navbarCopy.navLabel });
  const [solutionsColumn] = footerColumns;
  // On phones the menu button, on wide screens the "Soluciones" dropdown: both lead to the footer's column.
  await nav.getByRole('link', { name: isMobile ? navbarCopy.menuButton : 'Soluciones' }).click();
  await expect(page).toHaveURL(`${routes.about.path}#${solutionsColumn!.id}`);
  const column = page.getByRole('navigation', { name: solutionsColumn!.title });
  await expect(column).toBeInViewport();
  await column.getByRole('link', { name: routes.networking.label }).click();
  await expect(page).toHaveURL(routes.networking.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionPages.networking.title);
});

test('without JavaScript, the contact form says it needs it and offers WhatsApp and the phone number', async ({
  page,
}) => {
  await page.goto(routes.home.path);
  const contact = page.getByRole('region', { name: contactSection.title });
  const notice = contact.getByText(contactForm.noScript.text);
  await expect(notice).toBeVisible();
  const box = notice.locator('..');
  const chat = box.getByRole('link', { name: contactForm.noScript.whatsapp });
  await expect(chat).toHaveAttribute('href', whatsappLink());
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(box.getByRole('link', { name: company.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:+${company.whatsapp}`,
  );
  // The toggle could not open the form: neither is shown.
  await expect(contact.getByRole('button', { name: contactForm.show })).toBeHidden();
  await expect(contact.getByRole('form', { name: contactForm.label })).toBeHidden();
});

test('without JavaScript, /Servicios shows every card under its category and subcategory, whatever the query', async ({
  page,
}) => {
  const [first] = catalogue;
  await page.goto(`${routes.catalogue.path}?categoria=${first!.id}&subcategoria=${first!.subcategories[0]!.id}`);
  const section = page.getByRole('region', { name: cataloguePage.catalogue.title });

  // Category (h3), subcategory (h4) and card titles (h5 inside each card), in page order.
  const outline = await section
    .locator(':is(h3, h4):not(article *), article h5')
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.checkVisibility())
        .map((heading) => `${heading.tagName}: ${heading.textContent}`),
    );
  const brandHeadings = catalogue.map((category) => `H3: ${brandsHeading(category.label)}`);
  const expected = catalogue.flatMap((category) => [
    `H3: ${category.label}`,
    ...category.subcategories.flatMap((subcategory) => [
      `H4: ${subcategory.label}`,
      ...subcategory.items.map((item) => `H5: ${item.name}`),
    ]),
  ]);
  // The brands panel is shown open (drawn after the grid, it comes first in the page's order).
  expect(outline).toEqual([...brandHeadings, ...expected]);

  const cards = section.getByRole('article');
  const count = catalogue.flatMap((c) => c.subcategories.flatMap((s) => s.items)).length;
  await expect(cards).toHaveCount(count);
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    await expect(card.getByRole('img')).toBeVisible();
  }
  await expect(section.getByRole('status')).toHaveText(`Se muestran ${count} soluciones`);
  // Filter buttons would do nothing without scripts: none is offered.
  await expect(section.getByRole('button')).toHaveCount(0);

  const topicBlocks = page.getByRole('region', { name: cataloguePage.topics.title }).getByRole('article');
  await expect(topicBlocks.getByRole('heading', { level: 3 })).toHaveText(topics.map((topic) => topic.title));
});

test('without JavaScript, /Nosotros shows the text of the three slides, one below the other', async ({ page }) => {
  await page.goto(routes.about.path);
  const carousel = page.getByRole('region', { name: aboutPage.values.label });
  const slides = carousel.getByRole('group').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(slides).toHaveCount(aboutSlides.length);
  let previousBottom = 0;
  for (const [i, slide] of aboutSlides.entries()) {
    const shown = slides.nth(i);
    await expect(shown).toBeVisible();
    await expect(shown).not.toHaveAttribute('aria-hidden');
    await expect(shown.getByRole('heading', { level: 3 })).toHaveText(slide.title);
    await expect(shown.getByText(slide.text)).toBeVisible();
    for (const value of slide.values ?? []) {
      await expect(shown.getByRole('heading', { level: 4, name: value.name })).toBeVisible();
      await expect(shown.getByText(value.description)).toBeVisible();
    }
    const box = (await shown.boundingBox())!;
    expect(box.y, `diapositiva ${i + 1} bajo la anterior`).toBeGreaterThanOrEqual(previousBottom - 1);
    previousBottom = box.y + box.height;
  }
  // Arrows, indicators and the pause button could not work without scripts: none is offered.
  await expect(carousel.getByRole('button')).toHaveCount(0);
});
