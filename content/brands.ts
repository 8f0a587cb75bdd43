import type { Brand, BrandCategory, BrandEntry } from './types';

/**
 * The 60 brands the company installs and supports, each listed once, by a stable id. Every other module
 * refers to a brand by its id, never by its name, so that renaming a brand here renames it everywhere.
 * `logo` names a vector logo in `public/brands/` (generated from the simple-icons package by
 * `npm run brands`); brands without one are shown as a typographic tile.
 */
export const brandRecords = {
  schneiderElectric: { name: 'Schneider Electric', logo: 'schneiderelectric', categories: ['domotica', 'energia'] },
  legrand: { name: 'Legrand', categories: ['domotica'] },
  lutron: { name: 'Lutron', categories: ['domotica'] },
  control4: { name: 'Control4', categories: ['domotica'] },
  crestron: { name: 'Crestron', categories: ['domotica', 'computo'] },
  knx: { name: 'KNX', categories: ['domotica'] },
  sonoff: { name: 'Sonoff', categories: ['domotica'] },
  shelly: { name: 'Shelly', logo: 'shelly', categories: ['domotica'] },
  philipsHue: { name: 'Philips Hue', logo: 'philipshue', categories: ['domotica'] },
  homeAssistant: { name: 'Home Assistant', logo: 'homeassistant', categories: ['domotica'] },
  hikvision: { name: 'Hikvision', categories: ['seguridad'] },
  dahuaTechnology: { name: 'Dahua Technology', categories: ['seguridad'] },
  axisCommunications: { name: 'Axis Communications', categories: ['seguridad'] },
  hanwhaVision: { name: 'Hanwha Vision', categories: ['seguridad'] },
  uniview: { name: 'Uniview', categories: ['seguridad'] },
  honeywell: { name: 'Honeywell', categories: ['seguridad', 'puntoDeVenta'] },
  bosch: { name: 'Bosch', logo: 'bosch', categories: ['seguridad'] },
  paradox: { name: 'Paradox', categories: ['seguridad'] },
  ajaxSystems: { name: 'Ajax Systems', categories: ['seguridad', 'domotica'] },
  risco: { name: 'Risco', categories: ['seguridad'] },
  notifier: { name: 'Notifier', categories: ['seguridad'] },
  zkteco: { name: 'ZKTeco', categories: ['accesos', 'seguridad'] },
  suprema: { name: 'Suprema', categories: ['accesos'] },
  hid: { name: 'HID Global', categories: ['accesos'] },
  assaAbloy: { name: 'ASSA ABLOY', categories: ['accesos'] },
  dormakaba: { name: 'dormakaba', categories: ['accesos'] },
  yale: { name: 'Yale', logo: 'yale', categories: ['accesos', 'domotica'] },
  came: { name: 'CAME', categories: ['accesos'] },
  faac: { name: 'FAAC', categories: ['accesos'] },
  cisco: { name: 'Cisco', logo: 'cisco', categories: ['redes'] },
  ubiquiti: { name: 'Ubiquiti', logo: 'ubiquiti', categories: ['redes'] },
  mikrotik: { name: 'MikroTik', logo: 'mikrotik', categories: ['redes'] },
  tpLink: { name: 'TP-Link', logo: 'tplink', categories: ['redes'] },
  fortinet: { name: 'Fortinet', logo: 'fortinet', categories: ['redes', 'software'] },
  huawei: { name: 'Huawei', logo: 'huawei', categories: ['redes', 'energia'] },
  hpeAruba: { name: 'HPE Aruba Networking', categories: ['redes'] },
  ruckusNetworks: { name: 'Ruckus Networks', categories: ['redes'] },
  furukawaElectric: { name: 'Furukawa Electric', categories: ['redes'] },
  panduit: { name: 'Panduit', categories: ['redes'] },
  victronEnergy: { name: 'Victron Energy', logo: 'victronenergy', categories: ['energia'] },
  fronius: { name: 'Fronius', categories: ['energia'] },
  jinkoSolar: { name: 'Jinko Solar', categories: ['energia'] },
  canadianSolar: { name: 'Canadian Solar', categories: ['energia'] },
  growatt: { name: 'Growatt', categories: ['energia'] },
  epson: { name: 'Epson', logo: 'epson', categories: ['puntoDeVenta', 'computo'] },
  zebraTechnologies: { name: 'Zebra Technologies', logo: 'zebratechnologies', categories: ['puntoDeVenta'] },
  starMicronics: { name: 'Star Micronics', categories: ['puntoDeVenta'] },
  bixolon: { name: 'Bixolon', categories: ['puntoDeVenta'] },
  hp: { name: 'HP', logo: 'hp', categories: ['computo'] },
  dell: { name: 'Dell', logo: 'dell', categories: ['computo'] },
  lenovo: { name: 'Lenovo', logo: 'lenovo', categories: ['computo'] },
  logitech: { name: 'Logitech', categories: ['computo'] },
  poly: { name: 'Poly', logo: 'poly', categories: ['computo'] },
  yealink: { name: 'Yealink', categories: ['computo'] },
  zoom: { name: 'Zoom', logo: 'zoom', categories: ['computo', 'software'] },
  samsung: { name: 'Samsung', logo: 'samsung', categories: ['computo'] },
  microsoft: { name: 'Microsoft', categories: ['software'] },
  autodesk: { name: 'Autodesk', logo: 'autodesk', categories: ['software'] },
  vmware: { name: 'VMware', logo: 'vmware', categories: ['software'] },
  kaspersky: { name: 'Kaspersky', logo: 'kaspersky', categories: ['software'] },
} satisfies Record<string, BrandEntry>;

/** The id of a brand of the list above; a misspelt or removed id fails the type check. */
export type BrandId = keyof typeof brandRecords;

/** The brands in the order above, each with its id. */
export const brands: Brand[] = Object.entries(brandRecords).map(([id, entry]) => ({ id: id as BrandId, ...entry }));

/** The brand of an id, for components that show a brand referred to elsewhere. */
export function brandById(id: BrandId): Brand {
  return { id, ...brandRecords[id] };
}

/** Spanish names of the brand groups, in the order /secc_marcas shows them. */
export const brandCategoryLabels: Record<BrandCategory, string> = {
  domotica: 'Domótica e inmótica',
  seguridad: 'Seguridad electrónica y CCTV',
  accesos: 'Control de acceso y puertas',
  redes: 'Redes y networking',
  energia: 'Energía solar',
  puntoDeVenta: 'Puntos de venta',
  computo: 'Cómputo, pantallas y videoconferencia',
  software: 'Software y licenciamiento',
};

/** Path of a brand's logo file, or undefined for a typographic tile. */
export function brandLogoSrc(brand: Brand): string | undefined {
  return brand.logo ? `/brands/${brand.logo}.svg` : undefined;
}

/** Headings and short texts of the brand directory (/secc_marcas). */
export const brandsPage = {
  metaTitle: 'Marcas que instalamos',
  hero: {
    eyebrow: 'Marcas',
    title: 'Marcas que instalamos y soportamos',
    lead: `Trabajamos con ${brands.length} fabricantes reconocidos en seguridad, redes, energía, domótica, cómputo y software. Elegimos cada equipo por su calidad, su garantía en Ecuador y la disponibilidad de repuestos.`,
  },
  navLabel: 'Categorías de marcas',
  count: (n: number) => (n === 1 ? '1 marca' : `${n} marcas`),
};

/** The brand carousel shown above the footer of every page. */
export const brandCarousel = {
  title: 'Las mejores marcas nos respaldan',
  lead: `Trabajamos con ${brands.length} fabricantes líderes en seguridad, redes, energía, domótica y cómputo.`,
  /** The moving row's name and its pause control, as screen readers and the button say them. */
  controls: {
    rowLabel: 'Marcas que instalamos',
    pause: 'Pausar carrusel',
    resume: 'Reanudar carrusel',
  },
};
