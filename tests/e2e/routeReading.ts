import type { Locator, Page } from '@playwright/test';

import { otherLocale } from '../../lib/i18n';
import { localeOf, siteIn } from './content';

/** The language links of the navbar (inside the closed menu on phones) and of the footer, by the language's name. */
export const languageLinks = (page: Page, name: string) =>
  [page.getByRole('banner'), page.getByRole('contentinfo')].map((part) =>
    part.locator('a[hreflang]').filter({ hasText: name }),
  );

/** The prefilled messages of the page's WhatsApp links. */
function chatTexts(page: Page): Promise<string[]> {
  return page
    .locator('a[href^="https://wa.me/"]')
    .evaluateAll((links) =>
      (links as HTMLAnchorElement[])
        .map((link) => new URL(link.href).searchParams.get('text'))
        .filter((text): text is string => text !== null),
    );
}

interface Head {
  lang: string;
  title: string;
  meta: Record<string, string>;
  /** Every `og:locale:alternate`, which a page may repeat. */
  alternateLocales: string[];
  /** hreflang → href of each `<link rel="alternate" hreflang>`. */
  languages: Record<string, string>;
  canonical: string | null;
  robots: string | null;
  jsonLd: string[];
}

interface LanguageLink {
  href: string | null;
  hreflang: string | null;
  lang: string | null;
  title: string | null;
}

/** What the tests over every route read of a page as the browser builds it, before any interaction. */
interface RouteReading {
  status: number;
  head: Head;
  /** The level of each heading a reader meets (not those inside a hidden part), in document order. */
  headingLevels: number[];
  /** How many of each landmark, and of the navbar's navigation (by its name in the page's language). */
  landmarks: { banner: number; main: number; contentinfo: number; navbar: number };
  /** The links to the other language: those of the navbar, then those of the footer. */
  languageLinks: LanguageLink[][];
  /** The prefilled messages of its WhatsApp links. */
  chats: string[];
  /** The absolute address of every link, image, video poster, source and icon of the page. */
  targets: string[];
}

/** What the page holds in its DOM: the head's tags, its headings' levels, and the addresses it links to. */
function readDocument() {
  const meta: Record<string, string> = {};
  for (const tag of document.head.querySelectorAll('meta[property], meta[name]')) {
    meta[tag.getAttribute('property') ?? tag.getAttribute('name')!] = tag.getAttribute('content') ?? '';
  }
  const head = {
    lang: document.documentElement.lang,
    title: document.title,
    meta,
    alternateLocales: [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')].map(
      (tag) => tag.getAttribute('content') ?? '',
    ),
    languages: Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
  };
  const headingLevels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    .filter((heading) => heading.getClientRects().length > 0 || heading.closest('[hidden]') === null)
    .map((heading) => Number(heading.tagName[1]));
  const targets = [
    ...Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
    ...Array.from(
      document.querySelectorAll('img[src], video[poster], source[src], link[rel="icon"]'),
      (el) => (el as HTMLImageElement).src || el.getAttribute('poster') || (el as HTMLLinkElement).href,
    ),
  ].map((target) => new URL(target, location.href).href);
  return { head, headingLevels, targets };
}

const linkAttributes = (links: Locator): Promise<LanguageLink[]> =>
  links.evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute('href'),
      hreflang: a.getAttribute('hreflang'),
      lang: a.getAttribute('lang'),
      title: a.getAttribute('title'),
    })),
  );

async function read(page: Page, path: string): Promise<RouteReading> {
  const response = await page.goto(path);
  const site = siteIn(localeOf(path));
  const other = siteIn(otherLocale(site.locale));
  const count = (role: 'banner' | 'main' | 'contentinfo') => page.getByRole(role).count();
  const [navbarPart, footerPart] = languageLinks(page, other.navigation.language.name);
  const [banner, main, contentinfo, navbar, navbarLinks, footerLinks, chats, inDocument] = await Promise.all([
    count('banner'),
    count('main'),
    count('contentinfo'),
    page.getByRole('navigation', { name: site.navigation.navbar.navLabel }).count(),
    linkAttributes(navbarPart!),
    linkAttributes(footerPart!),
    chatTexts(page),
    page.evaluate(readDocument),
  ]);
  return {
    status: response?.status() ?? 0,
    ...inDocument,
    landmarks: { banner, main, contentinfo, navbar },
    languageLinks: [navbarLinks, footerLinks],
    chats,
  };
}

const readings = new Map<string, RouteReading>();

/** One load of each route per worker for every test that only reads it: the first to ask loads the page. */
export async function readRoute(page: Page, path: string): Promise<RouteReading> {
  if (!readings.has(path)) readings.set(path, await read(page, path));
  return readings.get(path)!;
}
