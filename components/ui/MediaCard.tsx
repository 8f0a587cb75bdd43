import type { ReactNode } from 'react';

import type { ImageAsset } from '@/lib/content';

import { Img } from './Img';
import styles from './MediaCard.module.scss';

interface MediaCardProps {
  /** Id of the heading, which names the card. */
  titleId: string;
  /** The heading's level in the page's outline: 3 under a section's h2, 5 under a catalogue subcategory. */
  headingLevel?: 3 | 5;
  title: string;
  image: ImageAsset;
  /** Description and details under the title. */
  children: ReactNode;
  /** Pinned to the bottom of the card, so the actions of a row of cards line up. */
  footer: ReactNode;
}

/** A card of the catalogue and product grids: a drawing on top, a title, details and a footer with the action. */
export function MediaCard({ titleId, title, image, children, footer, headingLevel = 3 }: MediaCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Img {...image} slot="card" className={styles.image} />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {children}
        <div className={styles.footer}>{footer}</div>
      </div>
    </article>
  );
}
