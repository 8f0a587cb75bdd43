import type { Metadata } from 'next';
import Link from 'next/link';

import { RouteHelp } from '@/components/notFound/RouteHelp';
import buttons from '@/components/ui/Button.module.scss';
import { notFoundCopy } from '@/content/notFound';
import { allRoutes, contactHref, routeAliases, routes } from '@/content/routes';

import styles from './not-found.module.scss';

export const metadata: Metadata = {
  title: notFoundCopy.title,
  description: notFoundCopy.description,
  robots: { index: false },
};

const suggestable = allRoutes
  .filter((route) => route.path !== routes.home.path)
  .map(({ path, label }) => ({ path, label }));

export default function NotFound() {
  return (
    <section className={styles.section} aria-labelledby="error-titulo">
      <p className={styles.code} aria-hidden="true">
        {notFoundCopy.code}
      </p>
      <h1 id="error-titulo">{notFoundCopy.heading}</h1>
      <p className={styles.text}>{notFoundCopy.text}</p>
      <ul className={styles.actions}>
        <li>
          <Link href={routes.home.path} className={buttons.primary}>
            {notFoundCopy.actions.home}
          </Link>
        </li>
        <li>
          <Link href={routes.catalogue.path} className={buttons.secondary}>
            {notFoundCopy.actions.catalogue}
          </Link>
        </li>
        <li>
          <Link href={contactHref} className={buttons.ghost}>
            {notFoundCopy.actions.contact}
          </Link>
        </li>
      </ul>
      <RouteHelp
        routes={suggestable}
        aliases={routeAliases}
        suggestionsHeading={notFoundCopy.suggestionsHeading}
        moved={notFoundCopy.moved}
        classNames={{ moved: styles.moved, suggestions: styles.suggestions }}
      />
    </section>
  );
}
