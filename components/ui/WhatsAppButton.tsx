import { company } from '@/content/company';
import { buildWhatsAppLink } from '@/lib/whatsapp';

import { ExternalLink } from './ExternalLink';
import styles from './WhatsAppButton.module.scss';
import { WhatsAppIcon } from './WhatsAppIcon';

interface WhatsAppButtonProps {
  /** Prefilled message; without it the chat opens empty. */
  message?: string;
  /** A chat link built elsewhere (a catalogue item's or a product's); it takes the place of `message`. */
  href?: string;
  children: React.ReactNode;
  variant?: 'solid' | 'outline';
  className?: string;
}

/** A button-styled link that opens a WhatsApp chat with the company in a new tab. */
export function WhatsAppButton({ message, href, children, variant = 'solid', className }: WhatsAppButtonProps) {
  return (
    <ExternalLink
      href={href ?? buildWhatsAppLink(company.whatsapp, message)}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
    >
      <WhatsAppIcon />
      <span>{children}</span>
    </ExternalLink>
  );
}
