'use client';

import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';

import { LinkList } from '@/components/ui/LinkList';
import type { RouteAlias } from '@/lib/content';
import { encodePath } from '@/lib/encodePath';

import { suggestRoutes, type RouteLink } from './suggestRoutes';

interface Props {
  /** Pages to suggest: label and path only, so that little crosses to the client. */
  routes: RouteLink[];
  aliases: RouteAlias[];
  suggestionsHeading: string;
  moved: string;
  /** Classes of the 404 page's style sheet for the two blocks this island may render. */
  classNames: { moved: string; suggestions: string };
}

const subscribe = () => () => {};
const currentPath = () => window.location.pathname;
const noPath = () => null;

/**
 * On the 404 page: sends an old address (a route alias) on to its page, for static hosts without redirects
 * when the export has no alias document (a build on a case-insensitive file system, tooling/build/alias-pages.ts),
 * and otherwise suggests the closest pages of the route table. Renders nothing on the server,
 * where the address is not known.
 */
export function RouteHelp({ routes, aliases, suggestionsHeading, moved, classNames }: Props) {
  const path = useSyncExternalStore(subscribe, currentPath, noPath);
  const alias = path === null ? undefined : aliases.find((entry) => entry.path === safeDecode(path));
  const target = alias && routes.find((route) => route.path === alias.target);

  useEffect(() => {
    if (alias) window.location.replace(encodePath(alias.target) + window.location.search + window.location.hash);
  }, [alias]);

  if (path === null) return null;
  if (target) {
    return (
      <p className={classNames.moved} role="status">
        {moved} <Link href={target.path}>{target.label}</Link>.
      </p>
    );
  }
  const suggestions = suggestRoutes(path, routes);
  if (suggestions.length === 0) return null;
  return (
    <nav className={classNames.suggestions} aria-labelledby="sugerencias-titulo">
      <h2 id="sugerencias-titulo">{suggestionsHeading}</h2>
      <LinkList links={suggestions.map((route) => ({ href: route.path, label: route.label }))} />
    </nav>
  );
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path).normalize('NFC');
  } catch {
    return path;
  }
}
