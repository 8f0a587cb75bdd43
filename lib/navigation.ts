// The site's menus: the navbar's entries and the footer's link columns, built from the route table and the
// words of content/navigation.yaml, so that no path or page label is written twice. Components only lay
// these out.
import { content } from './content';
import { contactHref, route, solutionsInMenuOrder, type RouteId } from './routes';

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

const linkTo = (id: RouteId): NavLink => ({ href: route(id).path, label: route(id).label });

/** Every link to the contact section goes here: the home page's `#contacto`. */
export function contactLink(): NavLink {
  return { href: contactHref, label: content().navigation.contactLabel };
}

export function mainMenu(): NavItem[] {
  const { solutionsMenu, partnersMenu } = content().navigation;
  return [
    { kind: 'link', ...linkTo('home') },
    { kind: 'link', ...linkTo('about') },
    {
      kind: 'dropdown',
      id: 'soluciones',
      label: solutionsMenu.label,
      links: solutionsInMenuOrder().map(linkTo),
      extra: [linkTo('catalogue'), linkTo('products')],
    },
    {
      kind: 'dropdown',
      id: 'partners',
      label: partnersMenu.label,
      links: [linkTo('partners'), linkTo('brandDirectory')],
    },
    { kind: 'action', ...contactLink() },
  ];
}

/** The footer lists every page of the route table, so that each one is a link away from anywhere. */
export function footerColumns(): FooterColumn[] {
  const { footer } = content().navigation;
  return [
    { id: 'pie-soluciones', title: footer.solutionsTitle, links: solutionsInMenuOrder().map(linkTo) },
    {
      id: 'pie-empresa',
      title: footer.companyTitle,
      links: [
        ...(['home', 'about', 'catalogue', 'products', 'partners', 'brandDirectory'] as const).map(linkTo),
        contactLink(),
      ],
    },
  ];
}
