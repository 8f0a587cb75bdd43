import type { ReactNode } from 'react';

import type { ImageAsset } from '@/content/types';

import { Img } from './Img';
import styles from './MediaCard.module.scss';

interface MediaCardProps {
  /** Id of the h3, which names the card. */
  titleId: string;
  title: string;
  image: ImageAsset;
  /** Description and details under the title. */
  children: ReactNode;
  /** Pinned to the bottom of the card, so the actions of a row of cards line up. */
  footer: ReactNode;
}

/** A card of the catalogue and product grids: a drawing on top, a title, details and a footer with the action. */
export function MediaCard({ titleId, title, image, children, footer }: MediaCardProps) {
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Img {...image} className={styles.image} />
      <div className={styles.body}>
        <h3 id={titleId}>{title}</h3>
        {children}
        <div className={styles.footer}>{footer}</div>
      </div>
    </article>
  );
}
