import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';

import { buildWhatsAppLink } from '@/lib/whatsapp';

import { ExternalLink } from './ExternalLink';
import styles from './WhatsAppButton.module.scss';
import { WhatsAppIcon } from './WhatsAppIcon';

export interface WhatsAppLinkProps {
  /** The company's number, as wa.me expects it (content/company.yaml). */
  number: string;
  /** Prefilled Spanish text of the chat; without it the chat opens empty (the direct button). */
  message?: string;
  children: ReactNode;
  variant?: 'solid' | 'outline';
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A button-styled link that opens a WhatsApp chat with the company in a new tab (also in client islands). */
export function WhatsAppLink({ number, message, children, variant = 'solid', className, ref }: WhatsAppLinkProps) {
  return (
    <ExternalLink
      ref={ref}
      href={buildWhatsAppLink(number, message)}
      className={clsx(styles.button, styles[variant], className)}
    >
      <WhatsAppIcon />
      <span>{children}</span>
    </ExternalLink>
  );
}
