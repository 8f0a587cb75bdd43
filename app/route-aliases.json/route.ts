import { content } from '@/lib/content';
import { absoluteUrl } from '@/lib/metadata';
import { allRoutes, routeAliases } from '@/lib/routes';

export const dynamic = 'force-static';

/**
 * Build-time hand-over to scripts/postbuild.mjs, which deletes this file from out/ once it has read it:
 * each alias becomes a 301 in the host configurations and a small redirect document of its own
 * (scripts/alias-pages.mjs), written in the words of the content (the target's label, the 404 page's
 * "moved" sentence) and pointing at the target's canonical URL.
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
