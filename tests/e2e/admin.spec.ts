import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, outDir, test } from './fixtures';

// The CMS's page as the production host serves it from the export (the editing itself: tests/cms/).
test.skip(({ isMobile }) => isMobile, 'one run is enough: the page is the same at every width');

test("/admin is served from the export, not indexed, with the editor's own policy", async ({ page, request }) => {
  const response = await request.get('/admin');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toBe(readFileSync(path.join(outDir, 'admin.html'), 'utf8'));
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)![1]!;
  expect(policy).toContain("script-src 'self' 'unsafe-eval';");
  expect(policy).toContain(
    "connect-src 'self' blob: http://127.0.0.1:8081 http://localhost:8081 https://api.github.com",
  );
  expect(policy).toContain("object-src 'none'");
  expect((await request.get('/admin/config.yml')).status()).toBe(200);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');

  // No decap-server here: the CMS offers the production sign-in (GitHub), without a policy violation.
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Iniciar sesión con GitHub' })).toBeVisible();
});

test("/admin can open another site's login window and receive its reply", async ({ page, context, baseURL }) => {
  // Another origin (localhost instead of 127.0.0.1) stands for the OAuth provider, which sends no COOP.
  const provider = baseURL!.replace('127.0.0.1', 'localhost');
  await context.route(`${provider}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Proveedor de inicio de sesión</title>' }),
  );
  await page.goto('/admin');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => void window.open(`${url}/auth`, 'inicio'), provider),
  ]);
  await popup.waitForLoadState();
  // The provider answers the page that opened it, as Decap's sign-in expects (window.opener.postMessage).
  const answer = page.evaluate(
    () => new Promise<string>((resolve) => window.addEventListener('message', (event) => resolve(`${event.data}`))),
  );
  expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
  await popup.evaluate(() => window.opener.postMessage('authorizing:github', '*'));
  expect(await answer).toBe('authorizing:github');
});
