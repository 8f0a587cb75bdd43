import { ExternalLink } from '@/components/ui/ExternalLink';
import { Icon } from '@/components/ui/Icon';
import { Img } from '@/components/ui/Img';
import { partnersPage } from '@/content/partners';
import type { Partner } from '@/content/types';

import styles from './Partners.module.scss';

/**
 * A partner as one link to its website, in a new tab. The link is named by the partner and the action
 * ("Hikvision Visitar sitio web (se abre en una pestaña nueva)") and described by the text, so that screen
 * readers do not read the whole card as the link's name. `since` and `achievements` are not shown.
 */
export function PartnerCard({ partner, id }: { partner: Partner; id: string }) {
  return (
    <ExternalLink
      href={partner.website}
      className={styles.card}
      aria-labelledby={`${id}-nombre ${id}-accion`}
      aria-describedby={`${id}-descripcion`}
    >
      <span className={styles.logo}>
        <Img {...partner.logo} />
      </span>
      <h3 id={`${id}-nombre`} className={styles.name}>
        {partner.name}
      </h3>
      <p id={`${id}-descripcion`} className={styles.description}>
        {partner.description}
      </p>
      <span id={`${id}-accion`} className={styles.action}>
        {partnersPage.list.linkLabel}
        <Icon name="external" size={16} />
        <span className="visually-hidden">{partnersPage.list.newTabNote}</span>
      </span>
    </ExternalLink>
  );
}
