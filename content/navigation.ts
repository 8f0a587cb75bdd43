import { contactLabel } from './contact';
import { contactHref, routes, solutionIds, type RouteId } from './routes';

/**
 * The site's menus as data: the navbar's entries and the footer's link columns, built from the route
 * table so that no path or page label is written twice. Components only lay these out.
 */

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

const linkTo = (id: RouteId): NavLink => ({ href: routes[id].path, label: routes[id].label });

/** Every link to the contact section goes here: the home page's `#contacto`. */
export const contactLink: NavLink = { href: contactHref, label: contactLabel };

/** The eleven solution pages in menu order. */
const solutionLinks: NavLink[] = solutionIds.map(linkTo);

export const mainMenu: NavItem[] = [
  { kind: 'link', ...linkTo('home') },
  { kind: 'link', ...linkTo('about') },
  {
    kind: 'dropdown',
    id: 'soluciones',
    label: 'Soluciones',
    links: solutionLinks,
    extra: [linkTo('catalogue'), linkTo('products')],
  },
  { kind: 'dropdown', id: 'partners', label: 'Partners', links: [linkTo('partners'), linkTo('brandDirectory')] },
  { kind: 'action', ...contactLink },
];

/** The first link of every page, shown on keyboard focus: it jumps over the navbar to the page's content. */
export const skipLinkLabel = 'Saltar al contenido';

/** The navbar's own words: landmark name, the phone's menu button, the logo link and the video control. */
export const navbarCopy = {
  navLabel: 'Principal',
  menuButton: 'Menú',
  /** Read after the company's short name on the logo link. */
  homeLinkHint: ', ir a la página de inicio',
  pauseVideo: 'Pausar el video de fondo',
  playVideo: 'Reproducir el video de fondo',
  videoFallback: 'Tu navegador no soporta videos HTML5.',
};

/** The footer lists every page of the route table, so that each one is a link away from anywhere. */
export const footerColumns: FooterColumn[] = [
  { id: 'pie-soluciones', title: 'Soluciones', links: solutionLinks },
  {
    id: 'pie-empresa',
    title: 'Empresa',
    links: [
      ...(['home', 'about', 'catalogue', 'products', 'partners', 'brandDirectory'] as const).map(linkTo),
      contactLink,
    ],
  },
];
