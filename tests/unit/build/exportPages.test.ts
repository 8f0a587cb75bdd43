/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { exportedPages, fileOfRoute, kindOf, routeOfFile } from '@/tooling/export/pages';

describe('exported files and their routes', () => {
  it('maps each file to its route and back', () => {
    const routes = ['/', '/Nosotros', '/Pantallas-Señalización', '/en', '/en/about', '/en/404'];
    const files = routes.map(fileOfRoute);
    expect(files).toEqual([
      'index.html',
      'Nosotros.html',
      'Pantallas-Señalización.html',
      'en.html',
      'en/about.html',
      'en/404.html',
    ]);
    expect(files.map(routeOfFile)).toEqual(routes);
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
