import type { Metadata } from 'next';
import Link from 'next/link';

import { RouteHelp } from '@/components/notFound/RouteHelp';
import buttons from '@/components/ui/Button.module.scss';
import { content } from '@/lib/content';
import { allRoutes, contactHref, route, routeAliases } from '@/lib/routes';

import styles from './not-found.module.scss';

export function generateMetadata(): Metadata {
  const notFoundCopy = content().notFound;
  return { title: notFoundCopy.title, description: notFoundCopy.description, robots: { index: false } };
}

export default function NotFound() {
  const notFoundCopy = content().notFound;
  const suggestable = allRoutes()
    .filter((entry) => entry.path !== '/')
    .map(({ path, label }) => ({ path, label }));
  return (
    <section className={styles.section} aria-labelledby="error-titulo">
      <p className={styles.code} aria-hidden="true">
        {notFoundCopy.code}
      </p>
      <h1 id="error-titulo">{notFoundCopy.heading}</h1>
      <p className={styles.text}>{notFoundCopy.text}</p>
      <ul className={styles.actions}>
        <li>
          <Link href="/" className={buttons.primary}>
            {notFoundCopy.actions.home}
          </Link>
        </li>
        <li>
          <Link href={route('catalogue').path} className={buttons.secondary}>
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
        aliases={routeAliases()}
        suggestionsHeading={notFoundCopy.suggestionsHeading}
        moved={notFoundCopy.moved}
        classNames={{ moved: styles.moved, suggestions: styles.suggestions }}
      />
    </section>
  );
}
