import { brands } from './brands';
import { catalogueImages as img } from './catalogueImages';
import { partners } from './partners';
import { products } from './products';

/**
 * Headings and short texts of /Servicios, /Productos, /Nosotros, /Partners and /secc_marcas that are not
 * catalogue data. The data itself lives in catalogue.ts, topics.ts, products.ts, about.ts, partners.ts and
 * brands.ts.
 */
export const cataloguePage = {
  hero: {
    eyebrow: 'Catálogo de domótica y seguridad electrónica',
    title: 'Soluciones Inteligentes',
    lead: 'Automatización para hogares y edificios, videovigilancia, control de acceso y centros de monitoreo: equipos de marcas líderes, instalados y mantenidos por técnicos certificados en Cuenca.',
    image: img.buildingControl,
    whatsappLabel: 'Hablar con un asesor',
    productsLabel: 'Ver productos de domótica',
  },
  catalogue: {
    eyebrow: 'Catálogo',
    title: 'Encuentre la solución para su proyecto',
    lead: 'Filtre por categoría y subcategoría. Cada solución se dimensiona en una visita técnica sin costo.',
    brandsLabel: 'Ver marcas por categoría',
    brandsHeading: (category: string) => `Marcas de ${category.toLowerCase()}`,
    cardCta: 'Consultar por WhatsApp',
    brandsListLabel: 'Marcas',
  },
  topics: {
    eyebrow: 'Qué hacemos',
    title: 'Tecnología para cada tipo de proyecto',
    lead: 'Desde una vivienda hasta un hospital: así trabajamos en cada área, con un solo responsable del diseño a la puesta en marcha.',
  },
  closing: {
    title: '¿Necesita una solución personalizada?',
    text: 'Cuéntenos qué desea proteger, conectar o automatizar. Un asesor revisa su caso y coordina una visita técnica para proponerle la solución adecuada.',
    label: 'Solicitar asesoría por WhatsApp',
  },
};

export const productsPage = {
  hero: {
    eyebrow: 'Productos de domótica',
    title: 'Equipos inteligentes para su hogar',
    lead: `${products.length} equipos que hacen su casa más cómoda, segura y eficiente. Los instalamos, los configuramos en su celular y le enseñamos a usarlos.`,
    image: img.hub,
    whatsappMessage: 'Hola, quisiera asesoría para elegir equipos de domótica para mi casa.',
    whatsappLabel: 'Pedir asesoría en domótica',
  },
  list: {
    eyebrow: 'Productos',
    title: 'Elija el equipo que necesita',
    lead: 'Consulte disponibilidad, precio e instalación por WhatsApp: le respondemos en horario de oficina.',
    cta: 'Consultar por WhatsApp',
  },
  more: {
    text: '¿Busca un sistema completo de domótica o de seguridad?',
    label: 'Ver el catálogo de soluciones',
  },
};

export const aboutPage = {
  heroImage: img.officeBuilding,
  story: {
    eyebrow: 'Nuestra historia',
    title: 'Una empresa del Austro, con soporte cercano',
  },
  carousel: {
    eyebrow: 'Lo que nos guía',
    title: 'Misión, visión y valores',
    label: 'Misión, visión y valores corporativos',
  },
};

export const partnersPage = {
  hero: {
    eyebrow: 'Partners',
    title: 'Fabricantes que nos respaldan',
    lead: `Trabajamos como canal autorizado de ${partners.length} fabricantes líderes. Sus programas nos certifican, nos capacitan y respaldan cada instalación con garantía válida en Ecuador.`,
  },
  list: {
    eyebrow: 'Nuestros partners',
    title: 'Respaldo directo de cada marca',
    lead: 'Cada tarjeta abre el sitio oficial del fabricante en una pestaña nueva.',
    linkLabel: 'Visitar sitio web',
  },
  benefits: {
    eyebrow: 'Beneficios',
    title: 'Qué gana usted con nuestras alianzas',
  },
  brandsLink: {
    text: 'Además de nuestros partners, instalamos y soportamos otras marcas reconocidas.',
    label: 'Ver todas las marcas',
  },
};

export const brandsPage = {
  hero: {
    eyebrow: 'Marcas',
    title: 'Marcas que instalamos y soportamos',
    lead: `Trabajamos con ${brands.length} fabricantes reconocidos en seguridad, redes, energía, domótica, cómputo y software. Elegimos cada equipo por su calidad, su garantía en Ecuador y la disponibilidad de repuestos.`,
  },
  navLabel: 'Categorías de marcas',
  count: (n: number) => (n === 1 ? '1 marca' : `${n} marcas`),
};
