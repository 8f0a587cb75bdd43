import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * Every rendered image of main (not in a closed panel or a skipped off-screen block) is decoded; call after
 * scrollThrough. A lazy one still waiting is scrolled into view on the next try (a busy machine can skip a frame).
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
