import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { stringify } from 'yaml';

import { SOLUTION_IDS } from '../../lib/routes';
import { expect, layOutWholePage, pageHydrated, scrollThrough, test } from '../e2e/fixtures';
import { dataFilesOf, largest, smallest, type ContentFixture } from './bounds';

// Every page with the content at its smallest and at its largest (tests/cms/bounds.ts): the lists the staff
// may grow or shrink take any count within their bounds, and each layout holds both ends. Run after the CMS
// steps, on the same copy and development server, which reads a saved file on the next request.
// BOUNDS_SHOTS=<folder> also keeps a full-page screenshot of each, to look at.
test.describe.configure({ mode: 'serial' });
// Still pages (no fade-in, no autoplay), as the screenshots show them.
test.use({ reducedMotion: 'reduce' });

const copy = process.env.CMS_TEST_ROOT!;
const shots = process.env.BOUNDS_SHOTS;

function write(fixture: ContentFixture) {
  for (const [file, data] of Object.entries(dataFilesOf(fixture))) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), stringify(data));
  }
}

/** How many of each thing the page must show, counted from the fixture. */
function expectations({ es: c }: ContentFixture): Record<string, Record<string, number>> {
  const items = c['content/catalogue.yaml']!.categories.flatMap((cat: { subcategories: { items: unknown[] }[] }) =>
    cat.subcategories.flatMap((sub) => sub.items),
  );
  const gallery = (id: string) => c[`content/solutions/${id}.yaml`]!.gallery.items.length;
  const routes = c['content/routes.yaml']!.routes;
  return {
    '/': { 'main ul:has(> li > a[href="/RedesNetworking"]) > li': c['content/home.yaml']!.solutionRows.length },
    '/Productos': { 'main article': c['content/products.yaml']!.products.length },
    '/Partners': {
      'main article': c['content/partners.yaml']!.partners.length,
      'main [aria-labelledby="beneficios-titulo"] li': c['content/partners.yaml']!.benefits.items.length,
    },
    '/Servicios': {
      'main article[aria-labelledby^="solucion-"]': items.length,
      'main [aria-labelledby="temas-titulo"] article': c['content/topics.yaml']!.topics.length,
    },
    '/Nosotros': { 'main [data-values] li': c['content/about.yaml']!.slides.values.items.length },
    ...Object.fromEntries(SOLUTION_IDS.map((id) => [routes[id].path, { 'main figure': gallery(id) }])),
    '/secc_marcas': {},
  };
}

/** The page fits its width: nothing sticks out sideways, at any scroll position. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [bound, make] of [
  ['la más pequeña', smallest],
  ['la más grande', largest],
] as const) {
  test.describe(`with the content lists at their ${bound === 'la más pequeña' ? 'smallest' : 'largest'}`, () => {
    const fixture = make();
    test.beforeAll(() => write(fixture));

    // Both widths in one load (390 px, then widened to 1440 px): the layout is CSS alone, so the widened page is
    // laid out as one loaded at 1440 px; on the development server a load is most of a test's time.
    for (const [route, counts] of Object.entries(expectations(fixture))) {
      test(`${route} at 390 and 1440 px: every item rendered, nothing sticks out of the page`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 900 });
        await page.goto(route);
        // Hydrated: what the client renders is in place. No scroll through the page: the counts read the DOM, the
        // width check the layout, and neither depends on what has been drawn (content-visibility: auto clips too).
        await pageHydrated(page);
        for (const width of [390, 1440]) {
          await test.step(`${width} px`, async () => {
            await page.setViewportSize({ width, height: 900 });
            for (const [selector, count] of Object.entries(counts)) {
              await expect(page.locator(selector), `${selector} at ${width} px`).toHaveCount(count);
            }
            await expectNoSidewaysScroll(page);
            // The values slide is the tallest: the carousel holds it (eight values at most).
            if (route === '/Nosotros') await page.getByRole('button', { name: 'Valores corporativos' }).click();
            if (shots) {
              // Lazy images load once scrolled near; blocks far below the fold skip their rendering
              // (content-visibility: auto) until scrolled to.
              await scrollThrough(page);
              await layOutWholePage(page);
              const name = `${bound === 'la más pequeña' ? 'min' : 'max'}-${route.slice(1) || 'inicio'}-${width}.png`;
              await page.screenshot({ path: path.join(shots, name), fullPage: true });
            }
          });
        }
      });
    }
  });
}
