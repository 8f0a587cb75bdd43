import { brands } from './brands';
import { company } from './company';
import { solutionIds, type SolutionId } from './routes';
import type { ImageAsset } from './types';

/** The nine service rows of the home page, in this order. Labels and summaries come from the route table. */
export const homeSolutionRows: SolutionId[] = [
  'networking',
  'pos',
  'solar',
  'doors',
  'parking',
  'signage',
  'licensing',
  'security',
  'computing',
];

/** Copy of the home page. Links point at routes from the route table (see app/page.tsx). */
export const home = {
  /** The browser tab's title: the home page names the company first. */
  metaTitle: `${company.shortName} | Seguridad, redes, domótica y energía en Cuenca`,
  hero: {
    eyebrow: 'Integrador tecnológico en Cuenca, Ecuador',
    title: 'Tecnología que protege, conecta y automatiza su hogar y su empresa',
    lead: 'Diseñamos, instalamos y mantenemos sistemas de seguridad electrónica, redes, domótica, energía solar y puntos de venta con marcas líderes y técnicos certificados en el Austro.',
    whatsappMessage:
      'Hola, visité su sitio web y quisiera asesoría sobre una solución tecnológica para mi hogar o empresa.',
    whatsappLabel: 'Hablar con un asesor',
    catalogueLabel: 'Ver productos y servicios',
    domoticsLinkLabel: '¿Busca domótica para su hogar? Vea cómo trabajamos',
    image: {
      src: '/illustrations/inicio-hero.svg',
      width: 640,
      height: 480,
      alt: 'Edificio inteligente conectado a cámaras, red Wi-Fi, paneles solares y control de acceso',
    } satisfies ImageAsset,
    facts: [
      { value: String(solutionIds.length), label: 'líneas de solución integradas' },
      { value: String(brands.length), label: 'marcas que instalamos y soportamos' },
      { value: String(company.areaServed.length), label: 'provincias del Austro atendidas' },
    ],
  },
  servicesIntro: {
    eyebrow: 'Soluciones',
    title: 'Todo lo que su proyecto necesita, con un solo responsable',
    lead: 'Cada solución incluye levantamiento en sitio, diseño, instalación certificada, capacitación y soporte local.',
    catalogueLabel: 'Ver el catálogo completo de productos y servicios',
  },
  domotics: {
    eyebrow: 'Domótica residencial',
    title: '¿Quiere una casa que se cuide y se ajuste sola?',
    text: 'Automatizamos iluminación, cortinas, clima, cerraduras y cámaras en casas y departamentos, nuevos o habitados, con equipos que se controlan desde el celular y por voz.',
    points: [
      'Escenas de llegada, salida y noche con un solo toque',
      'Cerraduras inteligentes con huella, clave y acceso temporal para visitas',
      'Avisos inmediatos de movimiento, puertas abiertas o fugas de agua',
      'Instalación sin romper paredes en la mayoría de los casos',
    ],
    whatsappMessage: 'Hola, quisiera asesoría para automatizar mi casa con domótica.',
    whatsappLabel: 'Asesoría en domótica',
    productsLabel: 'Ver productos de domótica',
  },
  company: {
    eyebrow: 'Empresa',
    title: 'Un equipo local respaldado por fabricantes globales',
    cards: {
      about: {
        title: 'Quiénes somos',
        text: 'Conozca nuestra misión, nuestra visión y los valores con los que trabajamos en cada instalación.',
        linkLabel: 'Conocer la empresa',
      },
      partners: {
        title: 'Partners',
        text: 'Somos canal autorizado de fabricantes que nos certifican, capacitan y respaldan con garantía directa.',
        linkLabel: 'Ver nuestros partners',
      },
      brands: {
        title: 'Marcas',
        text: 'Seguridad, redes, energía, domótica y cómputo: revise las marcas que instalamos agrupadas por solución.',
        linkLabel: 'Ver todas las marcas',
      },
    },
  },
} as const;
