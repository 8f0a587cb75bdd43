// The site's menus: the navbar's entries and the footer's link columns, built from the route table and the
// words of content/navigation.yaml, so that no path or page label is written twice. Components only lay
// these out.
import type { LanguageLinkProps } from '@/components/layout/LanguageLink';

import { content } from './content';
import { HTML_LANG, otherLocale, type Locale } from './i18n';
import { contactHref, route, ROUTE_IDS, solutionsInMenuOrder, type RouteId } from './routes';

/** One link of a menu or link list: only what a menu needs, so that client code receives no more. */
export interface NavLink {
  href: string;
  label: string;
}

/** A navbar entry that opens a panel of links; `extra` is a second, emphasised block under them. */
export interface NavDropdown {
  kind: 'dropdown';
  /** Part of the panel's DOM id. */
  id: string;
  label: string;
  links: NavLink[];
  extra?: NavLink[];
}

/** A plain link (`link`), a dropdown, or the highlighted call to action at the end (`action`). */
export type NavItem = ({ kind: 'link' | 'action' } & NavLink) | NavDropdown;

export interface FooterColumn {
  /** DOM id of the column's heading, which names its navigation landmark. */
  id: string;
  title: string;
  links: NavLink[];
}

const linkTo =
  (locale: Locale) =>
  (id: RouteId): NavLink => ({ href: route(id, locale).path, label: route(id, locale).label });

/** Every link to the contact section goes here: the home page's contact anchor (`/#contacto`, `/en#contact`). */
export function contactLink(locale: Locale): NavLink {
  return { href: contactHref(locale), label: content(locale).navigation.contactLabel };
}

export function mainMenu(locale: Locale): NavItem[] {
  const { solutionsMenu, partnersMenu } = content(locale).navigation;
  const link = linkTo(locale);
  return [
    { kind: 'link', ...link('home') },
    { kind: 'link', ...link('about') },
    {
      kind: 'dropdown',
      id: 'soluciones',
      label: solutionsMenu.label,
      links: solutionsInMenuOrder().map(link),
      extra: [link('catalogue'), link('products')],
    },
    {
      kind: 'dropdown',
      id: 'partners',
      label: partnersMenu.label,
      links: [link('partners'), link('brandDirectory')],
    },
    { kind: 'action', ...contactLink(locale) },
  ];
}

/** The footer lists every page of the route table, so that each one is a link away from anywhere. */
export function footerColumns(locale: Locale): FooterColumn[] {
  const { footer } = content(locale).navigation;
  const link = linkTo(locale);
  return [
    { id: 'pie-soluciones', title: footer.solutionsTitle, links: solutionsInMenuOrder().map(link) },
    {
      id: 'pie-empresa',
      title: footer.companyTitle,
      links: [
        ...(['home', 'about', 'catalogue', 'products', 'partners', 'brandDirectory'] as const).map(link),
        contactLink(locale),
      ],
    },
  ];
}

/** The language switcher of `locale`'s pages: every page's twin in the other language, in its words. */
export function languageSwitch(locale: Locale): Omit<LanguageLinkProps, 'className'> {
  const other = otherLocale(locale);
  const { name, switchHint } = content(other).navigation.language;
  return {
    lang: HTML_LANG[other],
    name,
    hint: switchHint,
    paths: Object.fromEntries(ROUTE_IDS.map((id) => [route(id, locale).path, route(id, other).path])),
    fallback: route('home', other).path,
  };
}
