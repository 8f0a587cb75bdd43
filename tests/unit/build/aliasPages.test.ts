/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { content } from '@/lib/content';
import { aliasDocument, siteAliases, writeAliasPages } from '@/tooling/build/alias-pages';

const { notFound: notFoundCopy, routes: routeTable } = content('es');
const { routes, aliases: routeAliases } = routeTable;

const alias = { ...routeAliases[0]!, label: routes.pos.label, canonical: 'https://www.ejemplo.ec/SistemasPOs' };
const site = { moved: notFoundCopy.moved, aliases: [alias] };

/** A file system that ignores letter case, as macOS and Windows do by default, over a real folder. */
const caseInsensitive = {
  readdirSync: (dir: string) => readdirSync(dir),
  existsSync: (file: string) =>
    readdirSync(path.dirname(file)).some((entry) => entry.toLowerCase() === path.basename(file).toLowerCase()),
};

describe('alias pages', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(path.join(tmpdir(), 'alias-pages-'));
    writeFileSync(path.join(out, 'SistemasPOs.html'), 'la página real');
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it("takes each alias from the route table, named by its target's label, with the target's canonical URL", () => {
    const { moved, aliases } = siteAliases();
    expect(moved).toBe(notFoundCopy.moved);
    expect(aliases).toEqual(
      routeAliases.map((entry) => ({
        ...entry,
        label: Object.values(routes).find((route) => route.path === entry.target)!.label,
        canonical: expect.stringMatching(new RegExp(`^https?://[^/]+${entry.target}$`)),
      })),
    );
  });

  it('writes the alias beside its page on a case-sensitive file system', () => {
    const warn = jest.fn();
    expect(writeAliasPages(out, site, { warn })).toEqual([alias.path]);
    expect(warn).not.toHaveBeenCalled();
    expect(readFileSync(path.join(out, 'SistemasPOs.html'), 'utf8')).toBe('la página real');
    expect(readFileSync(path.join(out, 'SistemasPOS.html'), 'utf8')).toBe(aliasDocument(alias, notFoundCopy.moved));
  });

  it('on a case-insensitive file system, leaves the page alone and warns in one line', () => {
    const warn = jest.fn();
    const write = jest.fn();
    expect(writeAliasPages(out, site, { warn, fs: caseInsensitive, write })).toEqual([]);
    expect(write).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = warn.mock.calls[0]![0] as string;
    expect(line).not.toContain('\n');
    expect(line).toContain(alias.path);
    expect(line).toContain('SistemasPOs.html');
    expect(line).toContain('301');
    expect(readFileSync(path.join(out, 'SistemasPOs.html'), 'utf8')).toBe('la página real');
  });

  it('writes on a case-insensitive file system when nothing shares the name', () => {
    rmSync(path.join(out, 'SistemasPOs.html'));
    expect(writeAliasPages(out, site, { warn: jest.fn(), fs: caseInsensitive })).toEqual([alias.path]);
    expect(existsSync(path.join(out, 'SistemasPOS.html'))).toBe(true);
  });

  it('the document sends the visitor on with and without JavaScript and keeps crawlers on the page', () => {
    const html = aliasDocument(alias, notFoundCopy.moved);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"\/>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<link rel="canonical" href="${alias.canonical}"/>`);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/SistemasPOs"/>');
    expect(html).toContain('<script>location.replace("/SistemasPOs"+location.search+location.hash)</script>');
    expect(html).toContain(`<p>${notFoundCopy.moved} <a href="/SistemasPOs">${routes.pos.label}</a>.</p>`);
    expect(html.length).toBeLessThan(1024);
  });
});
