import { navbarCopy } from './content';
import { expect, shellHydrated, test, videoPoster, videoToggle } from './fixtures';

test('the background video is muted, looped, over its poster, with alternative text, and plays by itself', async ({
  page,
}) => {
  await page.goto('/');
  await expect(videoPoster(page)).toBeVisible();
  const video = page.locator('header video');
  await expect(video).toHaveAttribute('loop', '');
  await expect(video).toHaveAttribute('playsinline', '');
  await expect(video).toContainText(navbarCopy.videoFallback);
  // The poster and the video share one box, so that nothing moves when the video starts.
  expect(await video.boundingBox()).toEqual(await videoPoster(page).boundingBox());
  expect(await video.locator('source').evaluateAll((s) => s.map((e) => e.getAttribute('type')))).toEqual([
    'video/webm',
    'video/mp4',
  ]);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && !v.paused && v.currentTime > 0))
    .toBe(true);

  // The visitor can stop it.
  await page.getByRole('button', { name: navbarCopy.pauseVideo }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.getByRole('button', { name: navbarCopy.playVideo }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
});

test('if the browser refuses autoplay, it warns in the console and retries on the next click', async ({ page }) => {
  await page.addInitScript(() => {
    const realPlay = HTMLMediaElement.prototype.play;
    let refused = false;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      if (!refused) {
        refused = true;
        return Promise.reject(new DOMException('autoplay refused', 'NotAllowedError'));
      }
      return realPlay.call(this);
    };
  });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/');
  const video = page.locator('header video');
  await expect.poll(() => warnings.some((w) => w.includes('no pudo iniciarse automáticamente'))).toBe(true);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.locator('h1').click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the video stands still on its poster until the visitor presses play', async ({ page }) => {
    await page.goto('/');
    await shellHydrated(page);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    await expect(videoPoster(page)).toBeVisible();
    await expect(page.locator('header video')).toHaveCount(0);
    await videoToggle(page).click();
    await expect.poll(() => page.locator('header video').evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  });
});

for (const saveData of [true, false]) {
  test(`${saveData ? 'when the browser asks to save data, no video is fetched and the poster stands in' : 'without Save-Data, the video is fetched and plays'}`, async ({
    page,
  }) => {
    // Chromium reports the visitor's "save data" setting (Lite mode) as navigator.connection.saveData.
    await page.addInitScript((value) => {
      const connection = (navigator as Navigator & { connection?: object }).connection;
      if (connection) Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => value });
      else Object.defineProperty(navigator, 'connection', { value: { saveData: value } });
    }, saveData);
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/media\/fondo-navbar\.(webm|mp4)$/.test(new URL(request.url()).pathname)) videoRequests.push(request.url());
    });
    const poster = page.waitForResponse((response) => response.url().endsWith('/media/fondo-navbar-poster.jpg'));
    await page.goto('/');
    const video = page.locator('header video');
    expect((await poster).ok()).toBe(true);

    if (saveData) {
      // Hydrated and past the load event, when the video would start.
      await shellHydrated(page);
      await page.waitForLoadState('load');
      await page.waitForTimeout(1000);
      expect(videoRequests).toEqual([]);
      // No video element: the poster stands in; the visitor may still start it.
      await expect(video).toHaveCount(0);
      await expect(videoPoster(page)).toBeVisible();
      await expect(videoToggle(page)).toHaveAccessibleName(navbarCopy.playVideo);
    } else {
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
      expect(videoRequests.length).toBeGreaterThan(0);
    }
  });
}

test('every image declares its width and height; those below the fold load lazily', async ({ page }) => {
  await page.goto('/');
  const images = await page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      alt: img.getAttribute('alt'),
      loading: img.getAttribute('loading'),
      top: img.getBoundingClientRect().top + window.scrollY,
    })),
  );
  expect(images.length).toBeGreaterThan(10);
  for (const image of images) {
    expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
    expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
    expect(image.alt, `${image.src} alt`).not.toBeNull();
    if (image.top > 1500) expect(image.loading, `${image.src} loading`).toBe('lazy');
  }
});
