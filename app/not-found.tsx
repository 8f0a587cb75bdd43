import type { Metadata } from 'next';
import Link from 'next/link';

import buttons from '@/components/ui/Button.module.scss';
import { contactHref, routes } from '@/content/routes';

import styles from './not-found.module.scss';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  description: 'La dirección que buscó no existe en este sitio.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className={styles.section} aria-labelledby="error-titulo">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="error-titulo">No encontramos esta página</h1>
      <p className={styles.text}>
        Es posible que la dirección esté mal escrita o que la página haya cambiado de lugar. Estas opciones le llevan de
        vuelta:
      </p>
      <ul className={styles.actions}>
        <li>
          <Link href={routes.home.path} className={buttons.primary}>
            Ir a la página de inicio
          </Link>
        </li>
        <li>
          <Link href={routes.catalogue.path} className={buttons.secondary}>
            Ver soluciones
          </Link>
        </li>
        <li>
          <Link href={contactHref} className={buttons.ghost}>
            Contactar a un asesor
          </Link>
        </li>
      </ul>
    </section>
  );
}
