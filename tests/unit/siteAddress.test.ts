import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Loads the modules that write absolute URLs afresh, as a build with this environment would. */
async function withSiteUrl<T>(value: string, read: () => Promise<T>): Promise<T> {
  const previous = process.env.SITE_URL;
  process.env.SITE_URL = value;
  try {
    let result!: T;
    await jest.isolateModulesAsync(async () => {
      result = await read();
    });
    return result;
  } finally {
    if (previous === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = previous;
  }
}

describe('one site address, set at build time', () => {
  it('SITE_URL changes every absolute URL: canonical, Open Graph, sitemap, robots, structured data', async () => {
    const written = await withSiteUrl('https://example.org', async () => {
      const { pageMetadata } = await import('@/lib/metadata');
      const { businessData, websiteData } = await import('@/lib/structuredData');
      const sitemap = (await import('@/app/sitemap')).default;
      const robots = (await import('@/app/robots')).default;
      return JSON.stringify([
        pageMetadata('signage', 'es'),
        businessData('es'),
        websiteData('es'),
        sitemap(),
        robots(),
      ]);
    });
    const urls = written.match(/https?:\/\/[^"\s]+/g) ?? [];
    const ours = urls.filter((url) => !/schema\.org/.test(url));
    expect(ours.length).toBeGreaterThan(20);
    expect(ours.filter((url) => !url.startsWith('https://example.org'))).toEqual([]);
    expect(written).toContain('https://example.org/Pantallas-Se%C3%B1alizaci%C3%B3n');
    expect(written).toContain('https://example.org/sitemap.xml');
  });

  it.each(['www.ejemplo.com', 'https://ejemplo.com/', 'http://ejemplo.com', 'https://ejemplo.com/sitio'])(
    'a malformed SITE_URL (%s) stops the build with one line naming the variable',
    (value) => {
      let status = 0;
      let stderr = '';
      try {
        execFileSync(path.join('node_modules', '.bin', 'tsx'), ['tooling/build/check-site-url.ts'], {
          env: { ...process.env, SITE_URL: value },
          stdio: 'pipe',
          encoding: 'utf8',
        });
      } catch (error) {
        ({ status, stderr } = error as { status: number; stderr: string });
      }
      expect(status).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toContain(`SITE_URL="${value}"`);
    },
  );
});
