import type { Page } from '@playwright/test';
import { expect, scrollThrough } from './fixtures';

/**
 * Every same-site link and every image of the page answers 200 (links followed without their #anchor),
 * and every image of the page's own content (main) that is rendered, not inside a closed panel, has been
 * decoded by the browser.
 */
export async function expectLinksAndImagesOk(page: Page): Promise<void> {
  await scrollThrough(page);
  const { links, images } = await page.evaluate(() => ({
    links: Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .map((a) => new URL(a.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname + url.search),
    images: Array.from(document.images).map((img) => img.currentSrc || img.src),
  }));
  expect(links.length).toBeGreaterThan(0);
  for (const path of new Set(links)) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
  }
  for (const src of new Set(images)) {
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
  }
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('main img'))
          .filter((img) => img.getClientRects().length > 0 && (!img.complete || img.naturalWidth === 0))
          .map((img) => img.src),
      ),
      { timeout: 15_000 }, // lazy images below the fold load after the scroll pass
    )
    .toEqual([]);
}

/** The text of the `text` parameter of a WhatsApp link. */
export function whatsappText(href: string | null): string {
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  return new URL(href!).searchParams.get('text') ?? '';
}
