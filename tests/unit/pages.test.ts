import { existsSync } from 'node:fs';

import { pageHeadings as headings, pageContentFiles } from '@/lib/pages';
import { ROUTE_IDS } from '@/lib/routes';

const pageHeadings = headings('es');

describe('every route names its content', () => {
  it.each(ROUTE_IDS)('%s: data files that exist, and a heading', (id) => {
    expect(pageContentFiles[id].length).toBeGreaterThan(0);
    for (const file of pageContentFiles[id]) expect(existsSync(file) ? file : `missing ${file}`).toBe(file);
    expect(pageHeadings[id].title).toMatch(/\S/);
    expect(pageHeadings[id].image.src).toMatch(/\.svg$/);
  });
});
