'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { company } from '@/content/company';
import { anchors, contactHref, routes, solutionIds } from '@/content/routes';
import { scrollToAnchor } from '@/lib/scrollToAnchor';

import styles from './Navbar.module.scss';

/** The navbar switches to its compact, opaque style past this scroll offset (spec: 50 px). */
export const SCROLLED_OFFSET = 50;

type DropdownId = 'soluciones' | 'partners';

interface MenuLink {
  href: string;
  label: string;
}

const dropdowns: Record<DropdownId, { label: string; links: MenuLink[]; extra?: MenuLink[] }> = {
  soluciones: {
    label: 'Soluciones',
    links: solutionIds.map((id) => ({ href: routes[id].path, label: routes[id].label })),
    extra: [routes.catalogue, routes.products].map(({ path, label }) => ({ href: path, label })),
  },
  partners: {
    label: 'Partners',
    links: [routes.partners, routes.brandDirectory].map(({ path, label }) => ({ href: path, label })),
  },
};

function isCurrent(pathname: string, href: string): boolean {
  return decodeURIComponent(pathname) === href;
}

interface NavbarProps {
  /** The background video, rendered on the server and handed in. */
  background: ReactNode;
  logo: ReactNode;
}

export function Navbar({ background, logo }: NavbarProps) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<DropdownId | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const dropdownButtons = useRef<Partial<Record<DropdownId, HTMLButtonElement | null>>>({});
  const menuId = useId();

  const closeAll = useCallback(() => {
    setMenuOpen(false);
    setOpenDropdown(null);
  }, []);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLLED_OFFSET);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A new page closes every menu (state adjusted during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setMenuOpen(false);
    setOpenDropdown(null);
  }

  const anythingOpen = menuOpen || openDropdown !== null;
  useEffect(() => {
    if (!anythingOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openDropdown) {
        setOpenDropdown(null);
        dropdownButtons.current[openDropdown]?.focus();
      } else {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anythingOpen, openDropdown, closeAll]);

  const onContactClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    closeAll();
    if (pathname !== routes.home.path) return; // elsewhere the home page loads, then HashScroll scrolls
    event.preventDefault(); // stops the router's instant jump: glide to the section instead
    window.history.pushState(null, '', contactHref);
    scrollToAnchor(anchors.contacto);
  };

  const linkProps = (href: string) => ({
    href,
    'aria-current': isCurrent(pathname, href) ? ('page' as const) : undefined,
    onClick: closeAll,
  });
  const panelLinks = (links: MenuLink[], className: string) => (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link className={styles.panelLink} {...linkProps(link.href)}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <header className={styles.header} data-scrolled={scrolled || undefined} data-menu-open={menuOpen || undefined}>
      <div className={styles.background}>{background}</div>
      <nav ref={navRef} className={styles.nav} aria-label="Principal">
        <Link href={routes.home.path} className={styles.brand} onClick={closeAll}>
          {logo}
          <span className={styles.brandName}>{company.shortName}</span>
          <span className="visually-hidden">, ir a la página de inicio</span>
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => {
            setMenuOpen((open) => !open);
            setOpenDropdown(null);
          }}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          <span>Menú</span>
        </button>
        <ul id={menuId} className={styles.menu}>
          <li>
            <Link className={styles.link} {...linkProps(routes.home.path)}>
              {routes.home.label}
            </Link>
          </li>
          <li>
            <Link className={styles.link} {...linkProps(routes.about.path)}>
              {routes.about.label}
            </Link>
          </li>
          {(Object.keys(dropdowns) as DropdownId[]).map((id) => {
            const dropdown = dropdowns[id];
            const open = openDropdown === id;
            const panelId = `${menuId}-${id}`;
            const containsCurrent = [...dropdown.links, ...(dropdown.extra ?? [])].some((l) =>
              isCurrent(pathname, l.href),
            );
            return (
              <li key={id} className={styles.dropdown} data-open={open || undefined}>
                <button
                  ref={(el) => {
                    dropdownButtons.current[id] = el;
                  }}
                  type="button"
                  className={styles.link}
                  aria-expanded={open}
                  aria-controls={panelId}
                  data-current={containsCurrent || undefined}
                  onClick={() => setOpenDropdown(open ? null : id)}
                >
                  {dropdown.label}
                  <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                  </svg>
                </button>
                <div id={panelId} className={styles.panel} hidden={!open}>
                  {panelLinks(dropdown.links, dropdown.extra ? styles.panelGrid : styles.panelList)}
                  {dropdown.extra && panelLinks(dropdown.extra, styles.panelExtra)}
                </div>
              </li>
            );
          })}
          <li>
            <Link href={contactHref} className={styles.contact} onClick={onContactClick}>
              Contacto
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
