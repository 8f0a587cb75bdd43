import type { Metadata } from 'next';
import Link from 'next/link';

import { RouteHelp } from '@/components/notFound/RouteHelp';
import buttons from '@/components/ui/Button.module.scss';
import { content, type Locale } from '@/lib/content';
import { allRoutes, contactHref, route, routeAliases } from '@/lib/routes';

import styles from './NotFoundPage.module.scss';

/**
 * The error page's title and description, and `noindex`: the framework writes it itself on the global
 * not-found page (the Spanish 404.html), so only the English page, an ordinary page, asks for it.
 */
export function notFoundMetadata(locale: Locale, { noindex }: { noindex: boolean }): Metadata {
  const notFoundCopy = content(locale).notFound;
  return {
    title: notFoundCopy.title,
    description: notFoundCopy.description,
    ...(noindex ? { robots: { index: false } } : {}),
  };
}

/** The error page of a language: the Spanish one for any unknown address, the English one under /en/. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const notFoundCopy = content(locale).notFound;
  const home = route('home', locale).path;
  const suggestable = allRoutes(locale)
    .filter((entry) => entry.path !== home)
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
          <Link href={home} className={buttons.primary}>
            {notFoundCopy.actions.home}
          </Link>
        </li>
        <li>
          <Link href={route('catalogue', locale).path} className={buttons.secondary}>
            {notFoundCopy.actions.catalogue}
          </Link>
        </li>
        <li>
          <Link href={contactHref(locale)} className={buttons.ghost}>
            {notFoundCopy.actions.contact}
          </Link>
        </li>
      </ul>
      <RouteHelp
        routes={suggestable}
        // The old addresses are Spanish ones: only the Spanish error page receives them.
        aliases={locale === 'es' ? routeAliases() : []}
        suggestionsHeading={notFoundCopy.suggestionsHeading}
        moved={notFoundCopy.moved}
        classNames={{ moved: styles.moved, suggestions: styles.suggestions }}
      />
    </section>
  );
}
