import type { Page } from '@playwright/test';

import { partnerBenefits, partners, partnersPage, routes } from './content';
import { expect, test } from './fixtures';

const path = routes.partners.path;
const partnerLinks = (page: Page) =>
  page.getByRole('region', { name: partnersPage.list.title }).getByRole('list').first().getByRole('link');

test('hero with an h1, every partner and every benefit', async ({ page }) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(partnersPage.hero.title);
  await expect(partnerLinks(page)).toHaveCount(partners.length);
  const benefits = page.getByRole('region', { name: partnersPage.benefits.title }).getByRole('listitem');
  await expect(benefits).toHaveCount(partnerBenefits.length);
  await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(partnerBenefits.map((b) => b.title));
  for (const [i, benefit] of partnerBenefits.entries())
    await expect(benefits.nth(i)).toContainText(benefit.description);
});

test("each card leads to the partner's site in a new tab: the link is named after what it shows", async ({ page }) => {
  await page.goto(path);
  const cards = page.getByRole('region', { name: partnersPage.list.title }).getByRole('listitem');
  await expect(cards).toHaveCount(partners.length);
  for (const [i, partner] of partners.entries()) {
    const card = cards.nth(i);
    const link = card.getByRole('link');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', partner.website);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The name read aloud starts with exactly the text shown (WCAG 2.5.3, label in name).
    await expect(link).toHaveAccessibleName(`${partner.name}${partnersPage.list.newTabNote}`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(`${partner.name}${partnersPage.list.newTabNote}`);
    await expect(card.getByText(partner.description)).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', partner.logo.src);
    await expect(card.locator('img')).toHaveAttribute('alt', partner.logo.alt);
  }
  // A click anywhere on a card lands on its link: the description's centre is covered by it.
  await cards.first().scrollIntoViewIfNeeded();
  const hit = await cards
    .first()
    .getByText(partners[0].description)
    .evaluate((description) => {
      const box = description.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('a')?.href;
    });
  expect(hit).toBe(new URL(partners[0].website).href);
});

test("a click opens the partner's site in a new tab, without access to this page", async ({ page, context }) => {
  const partner = partners[0]!;
  const origin = new URL(partner.website).origin;
  // Answered here: nothing leaves the machine (the fixture fails on any request that would).
  const answered: string[] = [];
  await context.route(`${origin}/**`, (route) => {
    answered.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Sitio del partner</title>' });
  });
  await page.goto(path);
  const [popup] = await Promise.all([context.waitForEvent('page'), partnerLinks(page).first().click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(`${origin}/`);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(await popup.evaluate(() => document.referrer)).toBe('');
  await expect(page).toHaveURL(path);
  // The one request to the partner's site, answered above.
  expect(answered).toEqual([`${origin}/`]);
});

test('links to the brands page', async ({ page }) => {
  await page.goto(path);
  await page.getByRole('link', { name: partnersPage.brandsLink.label }).click();
  await expect(page).toHaveURL(routes.brandDirectory.path);
});
