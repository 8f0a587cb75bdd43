import { content } from '@/lib/content';

import { WhatsAppLink, type WhatsAppLinkProps } from './WhatsAppLink';

/** A WhatsApp chat button with the company's number, for server components. */
export function WhatsAppButton(props: Omit<WhatsAppLinkProps, 'number'>) {
  return <WhatsAppLink number={content().company.whatsapp} {...props} />;
}
