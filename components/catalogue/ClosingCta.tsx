import { Section } from '@/components/sections/Section';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { content, type Locale } from '@/lib/content';

import styles from './ClosingCta.module.scss';

/** '¿Necesita una solución personalizada?': a chat with a generic request for advice. */
export function ClosingCta({ locale }: { locale: Locale }) {
  const copy = content(locale).catalogue.closing;
  return (
    <Section
      headingId="personalizada-titulo"
      title={copy.title}
      lead={copy.text}
      tone="dark"
      className={styles.section}
      panelClassName={styles.band}
      headingClassName={styles.heading}
    >
      <WhatsAppButton message={copy.whatsappMessage}>{copy.label}</WhatsAppButton>
    </Section>
  );
}
