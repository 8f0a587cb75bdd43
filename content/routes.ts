import { brands } from './brands';
import { company } from './company';
import { partners } from './partners';
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
    description:
      'Integrador tecnológico en Cuenca: seguridad electrónica, CCTV, redes, domótica, energía solar y sistemas POS para hogares y empresas del Austro.',
  },
  about: {
    path: '/Nosotros',
    label: 'Quiénes somos',
    summary: 'Nuestra misión, visión y los valores con los que trabajamos en cada proyecto.',
    description: `Conozca a ${company.shortName}, integrador tecnológico de Cuenca: nuestra misión, visión y los valores con los que diseñamos, instalamos y damos soporte.`,
  },
  catalogue: {
    path: '/Servicios',
    label: 'Productos y servicios',
    summary: 'Catálogo de soluciones de domótica y seguridad electrónica, con filtros por categoría.',
    description:
      'Catálogo de domótica y seguridad electrónica en Cuenca: videovigilancia, control de acceso y monitoreo, con filtros por categoría y asesoría por WhatsApp.',
  },
  products: {
    path: '/Productos',
    label: 'Productos de domótica',
    summary: 'Seis equipos de domótica listos para instalar en su hogar u oficina.',
    description:
      'Seis equipos de domótica para su hogar en Cuenca: cerraduras, interruptores, termostatos, cortinas y sensores inteligentes, instalados y listos en su celular.',
  },
  partners: {
    path: '/Partners',
    label: 'Partners',
    summary: 'Los fabricantes que nos respaldan con certificación, soporte y condiciones preferentes.',
    description: `Somos canal autorizado de ${partners.length} fabricantes líderes: certificación, soporte técnico especializado y garantía válida en Ecuador para cada instalación.`,
  },
  brandDirectory: {
    path: '/secc_marcas',
    label: 'Marcas',
    summary: 'Las marcas que instalamos y soportamos, agrupadas por tipo de solución.',
    description: `Las ${brands.length} marcas de seguridad, redes, energía, domótica, cómputo y software que instalamos y soportamos en Cuenca, agrupadas por tipo de solución.`,
  },
  automation: {
    path: '/Automatizacion',
    label: 'Domótica e inmótica',
    summary: 'Iluminación, clima, persianas y escenas controladas desde el celular, en casas y edificios.',
    description:
      'Domótica e inmótica en Cuenca: iluminación, clima, persianas, cerraduras y escenas controladas desde el celular, en casas, oficinas y edificios.',
  },
  security: {
    path: '/SecurityCctv',
    label: 'Electroseguridad y CCTV',
    summary: 'Cámaras IP, alarmas, control de acceso y monitoreo para proteger personas y bienes.',
    description:
      'Electroseguridad y CCTV en Cuenca: cámaras IP, alarmas, control de acceso y monitoreo para proteger su empresa, su hogar y a su personal.',
  },
  networking: {
    path: '/RedesNetworking',
    label: 'Redes y networking',
    summary: 'Cableado estructurado, Wi-Fi empresarial, fibra óptica y seguridad perimetral.',
    description:
      'Redes empresariales en Cuenca: cableado estructurado certificado, fibra óptica, Wi-Fi empresarial, switching y seguridad perimetral documentada.',
  },
  platforms: {
    path: '/PLAutomatizacion',
    label: 'Plataformas de automatización',
    summary: 'Autoservicio omnicanal con inteligencia artificial, en sus servidores o en la nube.',
    description:
      'Plataformas de automatización y autoservicio omnicanal con inteligencia artificial para atender a sus clientes, en sus servidores o en la nube.',
  },
  solar: {
    path: '/SolarSystems',
    label: 'Energía solar',
    summary: 'Sistemas fotovoltaicos conectados a la red o con baterías, dimensionados para su consumo.',
    description:
      'Energía solar en Cuenca y el Austro: sistemas fotovoltaicos conectados a la red o con baterías, dimensionados para el consumo real de su hogar o empresa.',
  },
  doors: {
    path: '/Puertas-Seguridad',
    label: 'Puertas de seguridad y cortafuego',
    summary: 'Puertas blindadas, cortafuego certificadas y accesos especiales para cada riesgo.',
    description:
      'Puertas de seguridad y cortafuego certificadas en Cuenca: blindadas, de evacuación y accesos especiales, instaladas según el riesgo de cada espacio.',
  },
  parking: {
    path: '/IntelligentParking',
    label: 'Parqueaderos inteligentes',
    summary: 'Barreras, lectura de placas, guiado de plazas y cobro automático para su parqueadero.',
    description:
      'Parqueaderos inteligentes en Cuenca: barreras, lectura de placas, guiado de plazas y cobro automático para centros comerciales, edificios y clínicas.',
  },
  computing: {
    path: '/ComputoVideoConferencia',
    label: 'Cómputo y videoconferencia',
    summary: 'Equipos de cómputo, salas de reuniones y videoconferencia listas para trabajar.',
    description:
      'Cómputo y videoconferencia para empresas en Cuenca: equipos, salas de reuniones listas para Teams y Zoom, instalación, configuración y soporte local.',
  },
  signage: {
    path: '/Pantallas-Señalización',
    label: 'Pantallas y señalización digital',
    summary: 'Pantallas interactivas para aulas, videowalls y cartelería digital gestionada en red.',
    description:
      'Pantallas interactivas para aulas, videowalls y señalización digital gestionada en red para colegios, universidades, comercios y empresas en Cuenca.',
  },
  pos: {
    path: '/SistemasPOs',
    label: 'Sistemas POS',
    summary: 'Terminales punto de venta, impresoras, lectores y software de facturación electrónica.',
    description:
      'Sistemas POS en Cuenca: terminales punto de venta, impresoras, lectores y software con facturación electrónica del SRI, instalados y con soporte local.',
  },
  licensing: {
    path: '/licenciamiento-software',
    label: 'Licenciamiento de software',
    summary: 'Licencias originales, renovaciones y software especializado con soporte local.',
    description:
      'Licenciamiento de software original en Cuenca: Microsoft 365, Windows, Autodesk, antivirus y software especializado, con renovaciones y soporte local.',
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
