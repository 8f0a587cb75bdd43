import styles from './LogoWall.module.scss';

/**
 * A decorative grid of maker logos for a page header. The same makers are named further down the page,
 * so the wall is hidden from assistive technology.
 */
export function LogoWall({ logos }: { logos: { name: string; src: string }[] }) {
  return (
    <ul className={styles.wall} aria-hidden="true">
      {logos.map((logo) => (
        <li key={logo.name}>
          {/* Plain <img>: 24 px vectors need no optimisation (as in BrandTile). Lazy: hidden on phones. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={logo.src} width={24} height={24} alt="" loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
