import { expect, test } from '../e2e/fixtures';

// The CMS as the production host serves it, in the full browser (playwright.cms.config.ts): `cms.prueba` is this
// machine under the production host's name, a secure context as HTTPS would be.
test('in production, /admin logs in with GitHub: the GitHub backend configuration is valid', async ({
  page,
  guards,
}) => {
  const production = `http://cms.prueba:${process.env.CMS_TEST_PORT}`;
  await page.goto(`${production}/admin`);
  await expect(page.getByRole('button', { name: 'Iniciar sesión con GitHub' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Only failed requests are logged (the guards, tests/e2e/fixtures.ts). cms.prueba is this machine under another
  // name, reached directly: one of its requests cut short is the site's own, not one leaving the machine.
  expect(guards.foreignRequests.filter((url) => !url.startsWith(`${production}/`))).toEqual([]);
  guards.foreignRequests.length = 0;
});
