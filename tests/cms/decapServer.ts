import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** What `npm run editar` has printed (playwright.cms.config.ts sends it to a file), or its last `lines`. */
export function editorLog(lines?: number): string {
  const text = readFileSync(process.env.CMS_TEST_LOG!, 'utf8');
  return lines ? text.trimEnd().split('\n').slice(-lines).join('\n') : text;
}

/** Pages whose test has ended: a request still in flight then was cut short by the end, not refused. */
export const ended = new WeakSet<Page>();

/**
 * Opens /admin at `hash` and signs in. The CMS's configuration names decap-server's usual address
 * (127.0.0.1:8081); the tests run it on `port` and pass the CMS's requests on to it.
 */
export async function signIn(page: Page, hash: string, port: number | string) {
  await page.route('http://127.0.0.1:8081/**', async (route) => {
    try {
      const response = await route.fetch({ url: route.request().url().replace(':8081/', `:${port}/`) });
      await route.fulfill({ response });
    } catch (error) {
      if (!page.isClosed() && !ended.has(page)) throw error;
    }
  });
  await page.goto(`/admin#${hash}`);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}
