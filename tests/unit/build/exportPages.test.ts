/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { exportedPages, fileOfRoute, kindOf, routeOfFile } from '@/tooling/export/pages';

describe('exported files and their routes', () => {
  it.each([
    ['index.html', '/'],
    ['Nosotros.html', '/Nosotros'],
    ['Pantallas-Señalización.html', '/Pantallas-Señalización'],
    ['en.html', '/en'],
    ['en/about.html', '/en/about'],
    ['en/404.html', '/en/404'],
  ])('%s is %s, both ways', (file, route) => {
    expect(routeOfFile(file)).toBe(route);
    expect(fileOfRoute(route)).toBe(file);
  });

  it('reads percent-encoded routes and folder index files', () => {
    expect(fileOfRoute('/Pantallas-Se%C3%B1alizaci%C3%B3n')).toBe('Pantallas-Señalización.html');
    expect(routeOfFile('docs/index.html')).toBe('/docs');
  });

  it('tells pages, aliases, error pages and the framework’s own documents apart', () => {
    expect(kindOf('Nosotros.html')).toBe('page');
    expect(kindOf('SistemasPOS.html')).toBe('alias');
    expect(kindOf('404.html')).toBe('error');
    expect(kindOf('en/404.html')).toBe('error');
    expect(kindOf('_not-found.html')).toBe('framework');
  });

  it('lists every document of an export but the framework’s folder and the CMS page', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'export-pages-'));
    try {
      for (const file of [
        'index.html',
        'en/about.html',
        'admin.html',
        '_next/static/x.html',
        'index.txt',
        'SistemasPOS.html',
      ]) {
        mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
        writeFileSync(path.join(out, file), '');
      }
      expect(exportedPages(out)).toEqual([
        { file: 'SistemasPOS.html', route: '/SistemasPOS', kind: 'alias' },
        { file: 'en/about.html', route: '/en/about', kind: 'page' },
        { file: 'index.html', route: '/', kind: 'page' },
      ]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
