import Image from 'next/image';
import type { ReactNode } from 'react';
import type { ImageAsset } from '@/content/types';
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
  /** Calls to action or figures under the lead. */
  children?: ReactNode;
}

/** The navy band that opens the catalogue and company pages: eyebrow, the page's only h1 and a lead. */
export function PageHero({ id, eyebrow, title, lead, image, aside, children }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby={id} data-compact={image ? undefined : true}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id={id}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children && <div className={styles.extra}>{children}</div>}
        </div>
        {image && (
          <Image
            className={styles.image}
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            priority
          />
        )}
        {!image && aside}
      </div>
    </section>
  );
}
