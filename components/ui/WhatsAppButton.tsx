import { content } from '@/lib/content';

import { WhatsAppLink, type WhatsAppLinkProps } from './WhatsAppLink';

/** A WhatsApp chat button with the company's number (the same in both languages), for server components. */
export function WhatsAppButton(props: Omit<WhatsAppLinkProps, 'number'>) {
  return <WhatsAppLink number={content('es').company.whatsapp} {...props} />;
}
