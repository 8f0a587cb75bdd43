import type { RouteAlias, RouteEntry } from './types';

/**
 * The route table: every path of the site, written once. Menus, link lists, the sitemap, the alias
 * pages and the tests all read it. Paths keep the exact casing of the published site.
 */
export const routes = {
  home: {
    path: '/',
    label: 'Inicio',
    summary: 'Domótica, seguridad electrónica, redes y energía solar para hogares y empresas en Cuenca y el Austro.',
  },
  about: {
    path: '/Nosotros',
    label: 'Quiénes somos',
    summary: 'Nuestra misión, visión y los valores con los que trabajamos en cada proyecto.',
  },
  catalogue: {
    path: '/Servicios',
    label: 'Productos y servicios',
    summary: 'Catálogo de soluciones de domótica y seguridad electrónica, con filtros por categoría.',
  },
  products: {
    path: '/Productos',
    label: 'Productos de domótica',
    summary: 'Seis equipos de domótica listos para instalar en su hogar u oficina.',
  },
  partners: {
    path: '/Partners',
    label: 'Partners',
    summary: 'Los fabricantes que nos respaldan con certificación, soporte y condiciones preferentes.',
  },
  brandDirectory: {
    path: '/secc_marcas',
    label: 'Marcas',
    summary: 'Las marcas que instalamos y soportamos, agrupadas por tipo de solución.',
  },
  automation: {
    path: '/Automatizacion',
    label: 'Domótica e inmótica',
    summary: 'Iluminación, clima, persianas y escenas controladas desde el celular, en casas y edificios.',
  },
  security: {
    path: '/SecurityCctv',
    label: 'Electroseguridad y CCTV',
    summary: 'Cámaras IP, alarmas, control de acceso y monitoreo para proteger personas y bienes.',
  },
  networking: {
    path: '/RedesNetworking',
    label: 'Redes y networking',
    summary: 'Cableado estructurado, Wi-Fi empresarial, fibra óptica y seguridad perimetral.',
  },
  platforms: {
    path: '/PLAutomatizacion',
    label: 'Plataformas de automatización',
    summary: 'Autoservicio omnicanal con inteligencia artificial, en sus servidores o en la nube.',
  },
  solar: {
    path: '/SolarSystems',
    label: 'Energía solar',
    summary: 'Sistemas fotovoltaicos conectados a la red o con baterías, dimensionados para su consumo.',
  },
  doors: {
    path: '/Puertas-Seguridad',
    label: 'Puertas de seguridad y cortafuego',
    summary: 'Puertas blindadas, cortafuego certificadas y accesos especiales para cada riesgo.',
  },
  parking: {
    path: '/IntelligentParking',
    label: 'Parqueaderos inteligentes',
    summary: 'Barreras, lectura de placas, guiado de plazas y cobro automático para su parqueadero.',
  },
  computing: {
    path: '/ComputoVideoConferencia',
    label: 'Cómputo y videoconferencia',
    summary: 'Equipos de cómputo, salas de reuniones y videoconferencia listas para trabajar.',
  },
  signage: {
    path: '/Pantallas-Señalización',
    label: 'Pantallas y señalización digital',
    summary: 'Pantallas interactivas para aulas, videowalls y cartelería digital gestionada en red.',
  },
  pos: {
    path: '/SistemasPOs',
    label: 'Sistemas POS',
    summary: 'Terminales punto de venta, impresoras, lectores y software de facturación electrónica.',
  },
  licensing: {
    path: '/licenciamiento-software',
    label: 'Licenciamiento de software',
    summary: 'Licencias originales, renovaciones y software especializado con soporte local.',
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof routes;

/** Order of the "Soluciones" menu. */
export const solutionIds = [
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
] as const satisfies readonly RouteId[];

export type SolutionId = (typeof solutionIds)[number];

/** Old spellings that must keep working; each is exported as a page that sends the visitor on. */
export const routeAliases: RouteAlias[] = [{ path: '/SistemasPOS', target: routes.pos.path }];

/** Anchors on the home page that other pages link to. */
export const anchors = {
  contacto: 'contacto',
  domoticContact: 'domotic-contact',
} as const;

export const contactHref = `${routes.home.path}#${anchors.contacto}`;

export const allRoutes: RouteEntry[] = Object.values(routes);
