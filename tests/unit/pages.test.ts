import { existsSync } from 'node:fs';

import { routes, type RouteId } from '@/content/routes';
import { pageContentFiles, pageHeadings } from '@/lib/pages';

describe('every route names its content', () => {
  it.each(Object.keys(routes) as RouteId[])('%s: content modules that exist, and a heading', (id) => {
    expect(pageContentFiles[id].length).toBeGreaterThan(0);
    for (const file of pageContentFiles[id]) expect(existsSync(file) ? file : `missing ${file}`).toBe(file);
    expect(pageHeadings[id].title).toMatch(/\S/);
    expect(pageHeadings[id].image.src).toMatch(/\.svg$/);
  });
});
