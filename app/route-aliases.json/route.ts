import { routeAliases } from '@/lib/routes';

export const dynamic = 'force-static';

/**
 * Build-time hand-over to scripts/postbuild.mjs, which writes each alias into the host configurations as a
 * 301 and then deletes this file from out/. (An alias page would be a second folder that differs from its
 * target only by case: the two merge on case-insensitive disks.)
 */
export function GET() {
  return Response.json(routeAliases());
}
