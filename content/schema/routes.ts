import { z } from 'zod';

import { list, text, type CountSource, type FieldMeta } from './fields';

/** The eleven solution pages, one template and one data file each (content/solutions/<id>.yaml). */
export const SOLUTION_IDS = [
  'automation',
  'security',
  'networking',
  'platforms',
  'solar',
  'doors',
  'parking',
  'computing',
  'signage',
  'pos',
  'licensing',
] as const;
export type SolutionId = (typeof SOLUTION_IDS)[number];

/** Every page of the site, by the id the code knows it by, with the name the CMS shows for it. */
export const ROUTE_NAMES = {
  home: 'Inicio',
  about: 'Quiénes somos',
  catalogue: 'Productos y servicios',
  products: 'Productos de domótica',
  partners: 'Partners',
  brandDirectory: 'Marcas',
  automation: 'Domótica e inmótica',
  security: 'Seguridad electrónica y CCTV',
  networking: 'Redes',
  platforms: 'Plataformas de automatización',
  solar: 'Energía solar',
  doors: 'Puertas de seguridad',
  parking: 'Parqueaderos inteligentes',
  computing: 'Cómputo y videoconferencia',
  signage: 'Pantallas y señalización',
  pos: 'Sistemas POS',
  licensing: 'Licenciamiento de software',
} as const satisfies Record<string, string>;
export type RouteId = keyof typeof ROUTE_NAMES;
export const ROUTE_IDS = Object.keys(ROUTE_NAMES) as RouteId[];

/** Path of a page: published, linked and indexed, so the CMS keeps it and the check protects it. */
const routePath = (field: FieldMeta) => z.string().meta({ ...field, hidden: true, localized: true });

const routeEntry = (id: RouteId) => {
  // The pages whose texts count a list: `{cantidad}` is its length, so the text never goes stale.
  const counts: Partial<Record<RouteId, CountSource>> = {
    partners: 'partners',
    brandDirectory: 'brands',
    products: 'products',
  };
  const count = counts[id];
  const fill = count ? { cantidad: count } : undefined;
  const countHint = count ? ' {cantidad} pone el número.' : '';
  const placeholders = [...(id === 'about' ? ['empresa'] : []), ...(count ? ['cantidad'] : [])];
  return z
    .object({
      path: routePath({ label: 'Dirección' }),
      label: text('label', { label: 'Nombre en los menús', capital: true }),
      summary: text('summary', {
        label: 'Resumen',
        hint: `Una oración (40 a 120 caracteres) para las listas de enlaces, como las filas de la página de inicio.${countHint}`,
        sentence: true,
        placeholders: count ? ['cantidad'] : [],
        fill,
      }),
      description: text('searchDescription', {
        label: 'Descripción para buscadores',
        hint: `Lo que muestran Google y los chats bajo el título: 120 a 160 caracteres, nombrando el lugar.${countHint}`,
        placeholders,
        fill,
      }),
    })
    .meta({ label: ROUTE_NAMES[id], hint: 'Cómo aparece esta página en menús, listas de enlaces y buscadores.' });
};

const routeTable = Object.fromEntries(ROUTE_IDS.map((id) => [id, routeEntry(id)])) as {
  [K in RouteId]: ReturnType<typeof routeEntry>;
};

/** content/routes.yaml: every page's path and the words that name it in menus, lists and search results. */
export const routesSchema = z.object({
  routes: z.object(routeTable).meta({ label: 'Páginas' }),
  aliases: list(
    z.object({
      path: z.string().meta({ label: 'Dirección antigua', hidden: true }),
      target: z.string().meta({ label: 'Página de destino', hidden: true }),
    }),
    { min: 0, max: 20 },
    { label: 'Direcciones antiguas', itemLabel: 'dirección antigua', hidden: true },
  ),
});
