import { allRoutes, routeAliases } from '@/content/routes';

export const dynamic = 'force-static';

/**
 * Build-time hand-over to scripts/postbuild.mjs, which writes one redirect page per alias and then deletes
 * this file from out/. (A second page folder would collide with its target on case-insensitive disks.)
 */
export function GET() {
  const aliases = routeAliases.map((alias) => ({
    ...alias,
    label: allRoutes.find((route) => route.path === alias.target)?.label ?? alias.target,
  }));
  return Response.json(aliases);
}
