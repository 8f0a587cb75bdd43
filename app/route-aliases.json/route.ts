import { content } from '@/lib/content';
import { absoluteUrl } from '@/lib/metadata';
import { allRoutes, routeAliases } from '@/lib/routes';

export const dynamic = 'force-static';

/**
 * Build-time hand-over to the post-build pipeline, which deletes this file from out/ once it has read it: each
 * alias becomes a small redirect document of its own (tooling/build/alias-pages.ts), written in the words of
 * the content (the target's label, the 404 page's "moved" sentence) and pointing at the target's canonical URL.
 */
export function GET() {
  return Response.json({
    moved: content('es').notFound.moved,
    aliases: routeAliases().map((alias) => ({
      ...alias,
      label: allRoutes('es').find((route) => route.path === alias.target)!.label,
      canonical: absoluteUrl(alias.target),
    })),
  });
}
