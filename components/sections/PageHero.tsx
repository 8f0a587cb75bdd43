import clsx from 'clsx';
import type { ReactNode } from 'react';

import { Img } from '@/components/ui/Img';
import type { ImageAsset } from '@/lib/content';

import styles from './PageHero.module.scss';

interface PageHeroProps {
  /** Id of the h1, which names the hero section. */
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Illustration on the right from 992 px; without one the band is a compact page header. */
  image?: ImageAsset;
  /** Decorative content for the right column of a compact header (shown from 992 px). */
  aside?: ReactNode;
  /** Calls to action or figures under the lead, laid out in a wrapping row. */
  children?: ReactNode;
  /** A line under the calls to action (e.g. a link to a section further down). */
  note?: ReactNode;
  /** Full-width content under both columns, still inside the band. */
  below?: ReactNode;
  /** Extra class for the band, for a page that sets its own spacing. */
  className?: string;
}

/** The navy band that opens every page: eyebrow, the page's only h1, a lead and optional calls to action. */
export function PageHero({ id, eyebrow, title, lead, image, aside, children, note, below, className }: PageHeroProps) {
  return (
    <section className={clsx(styles.hero, className)} aria-labelledby={id} data-compact={image ? undefined : true}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id={id}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children && <div className={styles.extra}>{children}</div>}
          {note}
        </div>
        {image && <Img {...image} slot="hero" className={styles.image} priority />}
        {!image && aside}
      </div>
      {below}
    </section>
  );
}
