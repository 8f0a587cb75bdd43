import { ExternalLink } from '@/components/ui/ExternalLink';
import { Icon } from '@/components/ui/Icon';
import { Img } from '@/components/ui/Img';
import type { PartnerCardData } from '@/lib/brands';

import styles from './Partners.module.scss';

/**
 * A partner card: the partner's name is the link to its website (new tab), stretched over the whole card so
 * that a click anywhere opens it. The link is named by exactly what it shows, the partner, plus the new-tab
 * note; the description stays ordinary text.
 */
export function PartnerCard({
  partner,
  copy,
}: {
  partner: PartnerCardData;
  copy: { newTabNote: string; linkLabel: string };
}) {
  return (
    <article className={styles.card}>
      <span className={styles.logo}>
        <Img {...partner.logo} />
      </span>
      <h3 className={styles.name}>
        <ExternalLink href={partner.website} className={styles.link}>
          {partner.name}
          <span className="visually-hidden">{copy.newTabNote}</span>
        </ExternalLink>
      </h3>
      <p className={styles.description}>{partner.description}</p>
      <span className={styles.action} aria-hidden="true">
        {copy.linkLabel}
        <Icon name="external" size={16} />
      </span>
    </article>
  );
}
