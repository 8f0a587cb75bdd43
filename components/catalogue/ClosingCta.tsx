import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { customSolutionMessage } from '@/content/catalogue';
import { cataloguePage } from '@/content/pageCopy';

import styles from './ClosingCta.module.scss';

/** '¿Necesita una solución personalizada?': a chat with a generic request for advice. */
export function ClosingCta() {
  const copy = cataloguePage.closing;
  return (
    <section className={styles.section} aria-labelledby="personalizada-titulo">
      <div className={styles.inner}>
        <div className={styles.band}>
          <div>
            <h2 id="personalizada-titulo">{copy.title}</h2>
            <p>{copy.text}</p>
          </div>
          <WhatsAppButton message={customSolutionMessage}>{copy.label}</WhatsAppButton>
        </div>
      </div>
    </section>
  );
}
