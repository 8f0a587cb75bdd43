import { company } from '@/content/company';
import { buildWhatsAppLink } from '@/lib/whatsapp';
import { ExternalLink } from './ExternalLink';
import { WhatsAppIcon } from './WhatsAppIcon';
import styles from './WhatsAppButton.module.scss';

interface WhatsAppButtonProps {
  /** Prefilled message; without it the chat opens empty. */
  message?: string;
  children: React.ReactNode;
  variant?: 'solid' | 'outline';
  className?: string;
}

/** A button-styled link that opens a WhatsApp chat with the company in a new tab. */
export function WhatsAppButton({ message, children, variant = 'solid', className }: WhatsAppButtonProps) {
  return (
    <ExternalLink
      href={buildWhatsAppLink(company.whatsapp, message)}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
    >
      <WhatsAppIcon />
      <span>{children}</span>
    </ExternalLink>
  );
}
