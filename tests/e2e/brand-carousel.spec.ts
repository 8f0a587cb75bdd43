import type { Page } from '@playwright/test';

import { brands, brandsPage } from './content';
import { expect, test } from './fixtures';

const track = (page: Page) => page.getByRole('group', { name: brandsPage.carousel.controls.rowLabel });

/** Horizontal offset of the moving row, in px (0 at the start of the loop, negative as it moves left). */
async function offset(page: Page): Promise<number> {
  return track(page).evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);
}

/** Speed in px per second over about one second, offset and time read together in the page (a busy machine). */
async function speed(page: Page): Promise<number> {
  return track(page).evaluate(async (el) => {
    const sample = () => ({ x: new DOMMatrixReadOnly(getComputedStyle(el).transform).m41, t: performance.now() });
    const a = sample();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const b = sample();
    return (a.x - b.x) / ((b.t - a.t) / 1000);
  });
}

/** The home page scrolled to the carousel, once its loop's copy is built (after hydration, from a template). */
async function showCarousel(page: Page) {
  await page.goto('/');
  await track(page).scrollIntoViewIfNeeded();
  await expect(track(page).locator('ul')).toHaveCount(2);
  await page.mouse.move(0, 0);
}

test("the carousel shows each brand once to screen readers, and the loop's copy is hidden", async ({ page }) => {
  await showCarousel(page);
  const lists = track(page).locator('ul');
  await expect(lists.nth(1)).toHaveAttribute('aria-hidden', 'true');
  const names = await lists.first().locator('li').allInnerTexts();
  expect(names.map((n) => n.trim())).toEqual(brands.map((b) => b.name));
  expect(new Set(names).size).toBe(brands.length);
});

test('the brand logos are requested only when the carousel nears the screen', async ({ page }) => {
  const logos: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/brands/')) logos.push(request.url());
  });
  await page.goto('/');
  // The loop's copy is in place (after hydration) and the page has settled: still no logo fetched.
  await expect(track(page).locator('ul')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  expect(logos).toEqual([]);
  await expect(track(page).locator('ul').nth(1).locator('img').first()).toHaveAttribute('loading', 'lazy');

  await showCarousel(page);
  await expect.poll(() => logos.length).toBeGreaterThan(0);
});

// Spec speeds: 1 px per frame at 60 fps from 992 px, 0.9 below 992 px, 0.7 below 468 px.
for (const { width, pxPerSecond } of [
  { width: 1440, pxPerSecond: 60 },
  { width: 800, pxPerSecond: 54 },
  { width: 390, pxPerSecond: 42 },
]) {
  test(`at ${width} px wide it moves ${pxPerSecond} px per second`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'the width is set here: once is enough');
    await page.setViewportSize({ width, height: 844 });
    await showCarousel(page);
    const measured = await speed(page);
    expect(measured).toBeGreaterThan(pxPerSecond * 0.9);
    expect(measured).toBeLessThan(pxPerSecond * 1.1);
  });
}

test('the loop is seamless: the copy starts right where the first list ends', async ({ page }) => {
  await showCarousel(page);
  const [first, copy, trackWidth] = await track(page).evaluate((el) => {
    const [a, b] = Array.from(el.querySelectorAll('ul'));
    return [a!.getBoundingClientRect(), b!.getBoundingClientRect(), el.scrollWidth].map((r) =>
      typeof r === 'number' ? r : { left: r.left, width: r.width },
    ) as [{ left: number; width: number }, { left: number; width: number }, number];
  });
  expect(copy.left - first.left).toBeCloseTo(first.width, 0);
  expect(first.width * 2).toBeCloseTo(trackWidth, 0);
});

test('stops while the pointer is over it and while the keyboard focus is in it', async ({ page, isMobile }) => {
  test.skip(isMobile, 'no pointer on the phone');
  await showCarousel(page);
  // The row never stands still, so point at the middle of its visible band instead of hovering the element.
  const band = (await page.getByRole('heading', { name: brandsPage.carousel.title }).boundingBox())!;
  const rowBox = (await track(page).boundingBox())!;
  await page.mouse.move(band.x + band.width / 2, rowBox.y + rowBox.height / 2);
  expect(Math.abs(await speed(page))).toBeLessThan(1);
  await page.mouse.move(0, 0);
  expect(await speed(page)).toBeGreaterThan(50);

  await page.getByRole('button', { name: 'Pausar carrusel' }).focus();
  await page.keyboard.press('Tab');
  await expect(track(page)).toBeFocused();
  expect(Math.abs(await speed(page))).toBeLessThan(1);
});

test('the visible button pauses and resumes the carousel', async ({ page }) => {
  await showCarousel(page);
  await page.getByRole('button', { name: 'Pausar carrusel' }).click();
  await page.mouse.move(0, 0);
  expect(Math.abs(await speed(page))).toBeLessThan(1);
  await page.getByRole('button', { name: 'Reanudar carrusel' }).click();
  await page.mouse.move(0, 0);
  expect(await speed(page)).toBeGreaterThan(30);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel stands still and the row is scrolled by hand', async ({ page }) => {
    await showCarousel(page);
    expect(await offset(page)).toBe(0);
    await page.waitForTimeout(500);
    expect(await offset(page)).toBe(0);
    await expect(track(page).locator('ul').nth(1)).toBeHidden();
    expect(await track(page).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the row stands still and holds each brand only once', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: brandsPage.carousel.title }).scrollIntoViewIfNeeded();
    await expect(track(page).locator('ul')).toHaveCount(1);
    await expect(track(page).locator('li')).toHaveCount(brands.length);
    expect(await offset(page)).toBe(0);
    await page.waitForTimeout(500);
    expect(await offset(page)).toBe(0);
  });
});
