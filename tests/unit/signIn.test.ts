/** @jest-environment node */
import { finishSignIn, startSignIn } from '../../lib/signIn';

// What tests/e2e/sign-in.spec.ts cannot provoke on its one configured server.
const site = 'https://www.example.ec';
const env = { GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secreto' };

describe('the CMS sign-in', () => {
  it.each([
    ['no client id', { GITHUB_CLIENT_SECRET: 'secreto' }],
    ['no secret', { GITHUB_CLIENT_ID: 'id' }],
    ['GitHub over plain http elsewhere than loopback', { ...env, GITHUB_URL: 'http://github.example' }],
    ['a GitHub address that is not one', { ...env, GITHUB_URL: 'no es una dirección' }],
  ])('not set up (%s): a Spanish page that says who must add what, 503, never a crash', async (_, settings) => {
    for (const handler of [startSignIn, finishSignIn]) {
      const response = await handler(new Request(`${site}/admin/sesion/inicio?provider=github`), settings);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('GITHUB_CLIENT_ID y GITHUB_CLIENT_SECRET');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('goes to github.com unless told otherwise, and back to the site it was started on', async () => {
    const response = await startSignIn(new Request(`${site}/admin/sesion/inicio?provider=github&scope=repo`), env);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe('https://github.com');
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}/admin/sesion/regreso`);
  });

  it('refuses a state issued more than ten minutes ago, or in the future', async () => {
    const start = await startSignIn(new Request(`${site}/admin/sesion/inicio`), env, Date.UTC(2026, 11, 1, 12));
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const callback = (now: number) =>
      finishSignIn(
        new Request(`${site}/admin/sesion/regreso?code=c&state=${state}`, {
          headers: { Cookie: `__Host-sesion-estado=${state}` },
        }),
        env,
        now,
      );
    expect((await callback(Date.UTC(2026, 11, 1, 12, 11))).status).toBe(400);
    expect((await callback(Date.UTC(2026, 11, 1, 11, 58))).status).toBe(400);
  });
});
