import Link from 'next/link';

import { Img } from '@/components/ui/Img';
import { content, type Locale } from '@/lib/content';
import { footerColumns, languageSwitch, mainMenu, type FooterColumn, type NavItem } from '@/lib/navigation';
import { route } from '@/lib/routes';

import { LanguageLink } from './LanguageLink';
import styles from './Navbar.module.scss';
import { NavbarShell } from './NavbarShell';
import { NavbarVideo } from './NavbarVideo';

/** The footer column that lists `href`, as an in-page link. */
function footerColumnOf(columns: FooterColumn[], href: string): string {
  const column = columns.find(({ links }) => links.some((link) => link.href === href)) ?? columns[0]!;
  return `#${column.id}`;
}

/** The footer lists every page: before scripts run, the menu's controls lead to its columns. */
function footerAnchors(menu: NavItem[], columns: FooterColumn[]) {
  return {
    menu: `#${columns[0]!.id}`,
    dropdowns: Object.fromEntries(
      menu.flatMap((item) =>
        item.kind === 'dropdown' ? [[item.id, footerColumnOf(columns, item.links[0]!.href)]] : [],
      ),
    ),
  };
}

/**
 * The site's header, rendered on the server: the logo link and the background video are markup, and the
 * client island (NavbarShell) receives only the menu's labels and paths.
 */
export function Navbar({ locale }: { locale: Locale }) {
  const { company, navigation } = content(locale);
  const navbarCopy = navigation.navbar;
  const menu = mainMenu(locale);
  return (
    <NavbarShell
      menu={menu}
      navLabel={navbarCopy.navLabel}
      menuButtonLabel={navbarCopy.menuButton}
      footerAnchors={footerAnchors(menu, footerColumns(locale))}
      language={<LanguageLink {...languageSwitch(locale)} className={`${styles.link} ${styles.language}`} />}
      video={
        <NavbarVideo
          webm="/media/fondo-navbar.webm"
          mp4="/media/fondo-navbar.mp4"
          poster={<Img src="/media/fondo-navbar-poster.jpg" width={640} height={90} alt="" />}
          labels={{ pause: navbarCopy.pauseVideo, play: navbarCopy.playVideo, fallback: navbarCopy.videoFallback }}
        />
      }
      brand={
        <Link href={route('home', locale).path} className={styles.brand}>
          <Img src="/logo-mark.svg" width={40} height={40} alt="" className={styles.logo} priority />
          <span className={styles.brandName}>{company.shortName}</span>
          <span className="visually-hidden">{navbarCopy.homeLinkHint}</span>
        </Link>
      }
    />
  );
}
