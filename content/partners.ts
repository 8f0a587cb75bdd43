import { brandById, brandLogoSrc, type BrandId } from './brands';
import type { Benefit, ImageAsset, Partner } from './types';

/** Neutral drawings in `public/partner-badges/`, one per kind of solution, for makers without a vector logo. */
type PartnerBadge = 'camera' | 'lock' | 'screen' | 'software';

/**
 * The maker's logo from `brands.ts` when one exists; otherwise the badge of its kind of solution. The
 * badge is decorative (empty alt) because the card prints the partner's name next to it.
 */
function partnerLogo(id: BrandId, badge?: PartnerBadge): ImageAsset {
  const brand = brandById(id);
  const src = brandLogoSrc(brand);
  if (src) return { src, width: 24, height: 24, alt: `Logotipo de ${brand.name}` };
  if (badge) return { src: `/partner-badges/${badge}.svg`, width: 48, height: 48, alt: '' };
  throw new Error(`Sin logotipo ni distintivo para el partner «${brand.name}» (content/brands.ts)`);
}

/** A partner is a brand of the list: its name and logo come from `brands.ts`, so a rename happens there. */
function partner(
  id: BrandId,
  badge: PartnerBadge | undefined,
  details: Omit<Partner, 'brand' | 'name' | 'logo'>,
): Partner {
  return { brand: id, name: brandById(id).name, logo: partnerLogo(id, badge), ...details };
}

/**
 * The 13 manufacturers shown on /Partners. `since` and `achievements` are kept for the company's records
 * and are not shown; they are working values until the company confirms them (README, "Datos de la empresa").
 */
export const partners: Partner[] = [
  partner('hikvision', 'camera', {
    website: 'https://www.hikvision.com',
    description:
      'Con Hikvision instalamos cámaras IP, grabadores NVR, videoportero y lectura de placas para hogares, conjuntos residenciales y empresas.',
    since: 2015,
    achievements: [
      'Integrador registrado en el programa de socios de Hikvision',
      'Técnicos capacitados en videovigilancia IP y en la plataforma HikCentral',
    ],
  }),
  partner('dahuaTechnology', 'camera', {
    website: 'https://www.dahuasecurity.com',
    description:
      'Con Dahua Technology diseñamos sistemas de videovigilancia con analítica inteligente y centros de monitoreo para comercios, industrias y municipios.',
    since: 2016,
    achievements: [
      'Integrador registrado en el programa de socios de Dahua Technology',
      'Técnicos capacitados en videoanalítica y en la plataforma DSS',
    ],
  }),
  partner('zkteco', 'lock', {
    website: 'https://www.zkteco.com',
    description:
      'Con ZKTeco implementamos terminales biométricos, control de asistencia, paneles de acceso y cerraduras inteligentes para oficinas, fábricas y colegios.',
    since: 2016,
    achievements: [
      'Distribuidor autorizado de control de acceso y asistencia ZKTeco',
      'Técnicos capacitados en la plataforma de gestión ZKBio',
    ],
  }),
  partner('cisco', undefined, {
    website: 'https://www.cisco.com',
    description:
      'Con Cisco construimos redes empresariales confiables: switching, enrutamiento, Wi-Fi y seguridad para oficinas, campus y sucursales.',
    since: 2017,
    achievements: [
      'Miembro del programa de socios de Cisco',
      'Ingenieros con certificación CCNA en el equipo de redes',
    ],
  }),
  partner('ubiquiti', undefined, {
    website: 'https://www.ui.com',
    description:
      'Con Ubiquiti desplegamos redes UniFi administradas desde la nube y enlaces inalámbricos de largo alcance para hoteles, colegios y pymes.',
    since: 2018,
    achievements: ['Revendedor de equipos de red UniFi', 'Técnicos capacitados en la administración de redes UniFi'],
  }),
  partner('fortinet', undefined, {
    website: 'https://www.fortinet.com',
    description:
      'Con Fortinet protegemos el perímetro de su red con firewalls FortiGate, VPN para el trabajo remoto y SD-WAN entre sucursales.',
    since: 2019,
    achievements: [
      'Miembro del programa de socios Engage de Fortinet',
      'Técnicos con formación en seguridad de redes del Instituto de Formación de Fortinet',
    ],
  }),
  partner('huawei', undefined, {
    website: 'https://e.huawei.com',
    description:
      'Con Huawei ofrecemos redes de campus, Wi-Fi empresarial e inversores solares inteligentes para empresas y proyectos fotovoltaicos.',
    since: 2019,
    achievements: [
      'Socio registrado en el canal empresarial de Huawei',
      'Técnicos capacitados en redes de campus e inversores FusionSolar',
    ],
  }),
  partner('schneiderElectric', undefined, {
    website: 'https://www.se.com',
    description:
      'Con Schneider Electric integramos domótica e inmótica KNX, tableros de distribución y respaldo de energía con UPS APC.',
    since: 2014,
    achievements: [
      'Integrador de soluciones de automatización de Schneider Electric',
      'Técnicos capacitados en KNX y en respaldo de energía APC',
    ],
  }),
  partner('epson', undefined, {
    website: 'https://global.epson.com',
    description:
      'Con Epson equipamos puntos de venta con impresoras de recibos, y aulas y salas de reuniones con proyectores interactivos.',
    since: 2018,
    achievements: [
      'Distribuidor autorizado de impresoras de punto de venta Epson',
      'Instalación de proyectores interactivos en aulas de la región',
    ],
  }),
  partner('lenovo', undefined, {
    website: 'https://www.lenovo.com',
    description:
      'Con Lenovo proveemos computadoras, portátiles, estaciones de trabajo y servidores con garantía de fábrica para empresas e instituciones educativas.',
    since: 2017,
    achievements: [
      'Miembro del programa de socios de Lenovo',
      'Atención de garantías de fábrica coordinada con Lenovo',
    ],
  }),
  partner('yealink', 'screen', {
    website: 'https://www.yealink.com',
    description:
      'Con Yealink equipamos salas de reuniones con cámaras, barras de video y teléfonos IP certificados para Microsoft Teams y Zoom.',
    since: 2021,
    achievements: [
      'Revendedor autorizado de soluciones de videoconferencia Yealink',
      'Técnicos capacitados en salas Microsoft Teams Rooms y Zoom Rooms',
    ],
  }),
  partner('victronEnergy', undefined, {
    website: 'https://www.victronenergy.com',
    description:
      'Con Victron Energy diseñamos sistemas solares con baterías, inversores y monitoreo remoto para viviendas, fincas y negocios.',
    since: 2020,
    achievements: [
      'Instalador registrado de equipos Victron Energy',
      'Técnicos capacitados en la plataforma de monitoreo VRM',
    ],
  }),
  partner('microsoft', 'software', {
    website: 'https://www.microsoft.com',
    description:
      'Con Microsoft ofrecemos licenciamiento original de Microsoft 365, Windows y Windows Server, con migración al correo en la nube y soporte local.',
    since: 2015,
    achievements: [
      'Miembro de la red de socios de Microsoft',
      'Migraciones de correo y archivos a Microsoft 365 para pymes de la región',
    ],
  }),
];

/** The four benefit cards under the partners. */
export const partnerBenefits: Benefit[] = [
  {
    title: 'Certificaciones oficiales',
    description:
      'Nuestros técnicos se forman en los programas oficiales de cada fabricante, de modo que su instalación respeta las especificaciones que exige la garantía.',
  },
  {
    title: 'Soporte técnico especializado',
    description:
      'Tenemos acceso directo a los equipos de soporte de los fabricantes para resolver incidencias complejas, actualizar firmware y gestionar reemplazos en garantía.',
  },
  {
    title: 'Condiciones comerciales preferenciales',
    description:
      'Compramos a través de los canales autorizados de cada marca, con equipos originales, garantía válida en Ecuador y precios de proyecto para obras grandes.',
  },
  {
    title: 'Capacitación continua',
    description:
      'Nos actualizamos cada año en nuevas tecnologías y productos, y trasladamos ese conocimiento a su equipo con capacitaciones al entregar cada proyecto.',
  },
];

/** Headings and short texts of /Partners. */
export const partnersPage = {
  metaTitle: 'Partners y fabricantes',
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
    /** Read by screen readers after the link label. */
    newTabNote: ' (se abre en una pestaña nueva)',
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
