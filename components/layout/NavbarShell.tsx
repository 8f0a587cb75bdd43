'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';

import { Icon } from '@/components/ui/Icon';
import { useDismiss } from '@/hooks/useDismiss';
import { useHydrated } from '@/hooks/useHydrated';
import type { NavDropdown, NavItem, NavLink } from '@/lib/navigation';

import styles from './Navbar.module.scss';

/** The navbar switches to its compact, opaque style once the page has scrolled past 50 px. */
export const SCROLLED_OFFSET = 50;

function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}
const scrolledPastOffset = () => window.scrollY > SCROLLED_OFFSET;
/** The pre-rendered page is drawn at the top. */
const notScrolled = () => false;

/** True when `href` is the page shown; `pathname` arrives percent-encoded (`/Pantallas-Se%C3%B1…`). */
function isCurrent(pathname: string, href: string): boolean {
  try {
    return decodeURIComponent(pathname) === href;
  } catch {
    return pathname === href;
  }
}

interface NavbarShellProps {
  menu: NavItem[];
  navLabel: string;
  menuButtonLabel: string;
  /** The logo link, rendered on the server. */
  brand: ReactNode;
  /** The background video and its pause button, rendered on the server. */
  video: ReactNode;
  /** The link to the same page in the other language: the menu's last entry. */
  language: ReactNode;
  /**
   * Where the menu button and each dropdown (by id) lead before scripts run, and without them: the
   * footer's column that lists the same pages (`#pie-soluciones`).
   */
  footerAnchors: { menu: string; dropdowns: Record<string, string> };
}

/**
 * The interactive part of the navbar: the phone's menu button, the dropdowns (one open at a time, toggled
 * by click), the scrolled style and the current-page marks. Menus close on a new page, on any followed
 * link, on a press outside and on Escape (innermost level first). Until the page is interactive, and for
 * visitors without JavaScript, the menu button and the dropdowns are links to the footer's lists of the
 * same pages, looking the same, so that every page stays reachable.
 */
export function NavbarShell({
  menu,
  navLabel,
  menuButtonLabel,
  brand,
  video,
  language,
  footerAnchors,
}: NavbarShellProps) {
  const pathname = usePathname();
  const scrolled = useSyncExternalStore(subscribeScroll, scrolledPastOffset, notScrolled);
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const dropdownButtons = useRef<Record<string, HTMLButtonElement | null>>({});
  const menuId = useId();

  const closeAll = () => {
    setMenuOpen(false);
    setOpenDropdown(null);
  };

  // A new page closes every menu (state adjusted during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    closeAll();
  }

  useDismiss({
    open: menuOpen || openDropdown !== null,
    containerRef: navRef,
    // The menus float over the page, so they can close at the first touch outside.
    outsideEvent: 'pointerdown',
    onDismiss: (reason) => {
      if (reason === 'escape' && openDropdown) setOpenDropdown(null);
      else closeAll();
    },
    returnFocusTo: () => (openDropdown ? dropdownButtons.current[openDropdown] : menuButtonRef.current),
  });

  // Following any link closes the menus, also a link to the page already shown (no new page then).
  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) closeAll();
  };

  const link = ({ href, label }: NavLink, className: string) => (
    <Link href={href} className={className} aria-current={isCurrent(pathname, href) ? 'page' : undefined}>
      {label}
    </Link>
  );
  const panelList = (links: NavLink[], className: string) => (
    <ul className={className}>
      {links.map((item) => (
        <li key={item.href}>{link(item, styles.panelLink)}</li>
      ))}
    </ul>
  );
  const dropdown = ({ id, label, links, extra }: NavDropdown) => {
    const open = openDropdown === id;
    const panelId = `${menuId}-${id}`;
    const containsCurrent = [...links, ...(extra ?? [])].some((item) => isCurrent(pathname, item.href));
    const content = (
      <>
        {label}
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </>
    );
    if (!hydrated) {
      return (
        <li key={id} className={styles.dropdown}>
          <a href={footerAnchors.dropdowns[id]} className={styles.link} data-current={containsCurrent || undefined}>
            {content}
          </a>
        </li>
      );
    }
    return (
      <li key={id} className={styles.dropdown} data-open={open || undefined}>
        <button
          ref={(element) => {
            dropdownButtons.current[id] = element;
          }}
          type="button"
          className={styles.link}
          aria-expanded={open}
          aria-controls={panelId}
          data-current={containsCurrent || undefined}
          onClick={() => setOpenDropdown(open ? null : id)}
        >
          {content}
        </button>
        <div id={panelId} className={styles.panel} hidden={!open}>
          {panelList(links, extra ? styles.panelGrid : styles.panelList)}
          {extra && panelList(extra, styles.panelExtra)}
        </div>
      </li>
    );
  };

  const menuButtonContent = (
    <>
      <span className={styles.menuIcon} aria-hidden="true" />
      <span>{menuButtonLabel}</span>
    </>
  );

  return (
    <header className={styles.header} data-scrolled={scrolled || undefined} data-menu-open={menuOpen || undefined}>
      {video}
      <nav ref={navRef} className={styles.nav} aria-label={navLabel} onClick={onNavClick}>
        {brand}
        {hydrated ? (
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
            {menuButtonContent}
          </button>
        ) : (
          <a href={footerAnchors.menu} className={styles.menuButton}>
            {menuButtonContent}
          </a>
        )}
        <ul id={menuId} className={styles.menu}>
          {menu.map((item) =>
            item.kind === 'dropdown' ? (
              dropdown(item)
            ) : (
              <li key={item.href}>{link(item, item.kind === 'action' ? styles.action : styles.link)}</li>
            ),
          )}
          <li className={styles.languageItem}>{language}</li>
        </ul>
      </nav>
    </header>
  );
}
