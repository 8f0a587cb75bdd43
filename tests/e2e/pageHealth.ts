import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * Every image of the page's own content (main) that is rendered has been decoded: not inside a closed
 * panel, and not in an off-screen block that the browser skips (content-visibility: auto), where a lazy
 * image rightly waits. Call after scrollThrough. A lazy image still waiting is brought into view on the next
 * try: on a busy machine the quick scroll pass can skip the frame in which the browser would have seen it.
 * (That every image answers 200 is crawl.spec.ts's part.)
 */
export async function expectImagesDecoded(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const pending = Array.from(document.querySelectorAll<HTMLImageElement>('main img')).filter(
            (img) => img.checkVisibility({ contentVisibilityAuto: true }) && (!img.complete || img.naturalWidth === 0),
          );
          pending.find((img) => img.loading === 'lazy')?.scrollIntoView({ block: 'center', behavior: 'instant' });
          return pending.map((img) => img.src);
        }),
      { timeout: 15_000 }, // lazy images below the fold load after the scroll pass
    )
    .toEqual([]);
}

/** The text of the `text` parameter of a WhatsApp link. */
export function whatsappText(href: string | null): string {
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  return new URL(href!).searchParams.get('text') ?? '';
}
