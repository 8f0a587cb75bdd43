import type { Brand, BrandCategory } from './types';

/**
 * The 60 brands the company installs and supports, each listed once. `logo` names a vector logo in
 * `public/brands/` (generated from the simple-icons package by `npm run brands`); brands without one are
 * shown as a typographic tile.
 */
export const brands: Brand[] = [
  { name: 'Schneider Electric', logo: 'schneiderelectric', categories: ['domotica', 'energia'] },
  { name: 'Legrand', categories: ['domotica'] },
  { name: 'Lutron', categories: ['domotica'] },
  { name: 'Control4', categories: ['domotica'] },
  { name: 'Crestron', categories: ['domotica', 'computo'] },
  { name: 'KNX', categories: ['domotica'] },
  { name: 'Sonoff', categories: ['domotica'] },
  { name: 'Shelly', logo: 'shelly', categories: ['domotica'] },
  { name: 'Philips Hue', logo: 'philipshue', categories: ['domotica'] },
  { name: 'Home Assistant', logo: 'homeassistant', categories: ['domotica'] },
  { name: 'Hikvision', categories: ['seguridad'] },
  { name: 'Dahua Technology', categories: ['seguridad'] },
  { name: 'Axis Communications', categories: ['seguridad'] },
  { name: 'Hanwha Vision', categories: ['seguridad'] },
  { name: 'Uniview', categories: ['seguridad'] },
  { name: 'Honeywell', categories: ['seguridad', 'puntoDeVenta'] },
  { name: 'Bosch', logo: 'bosch', categories: ['seguridad'] },
  { name: 'Paradox', categories: ['seguridad'] },
  { name: 'Ajax Systems', categories: ['seguridad', 'domotica'] },
  { name: 'Risco', categories: ['seguridad'] },
  { name: 'Notifier', categories: ['seguridad'] },
  { name: 'ZKTeco', categories: ['accesos', 'seguridad'] },
  { name: 'Suprema', categories: ['accesos'] },
  { name: 'HID Global', categories: ['accesos'] },
  { name: 'ASSA ABLOY', categories: ['accesos'] },
  { name: 'dormakaba', categories: ['accesos'] },
  { name: 'Yale', logo: 'yale', categories: ['accesos', 'domotica'] },
  { name: 'CAME', categories: ['accesos'] },
  { name: 'FAAC', categories: ['accesos'] },
  { name: 'Cisco', logo: 'cisco', categories: ['redes'] },
  { name: 'Ubiquiti', logo: 'ubiquiti', categories: ['redes'] },
  { name: 'MikroTik', logo: 'mikrotik', categories: ['redes'] },
  { name: 'TP-Link', logo: 'tplink', categories: ['redes'] },
  { name: 'Fortinet', logo: 'fortinet', categories: ['redes', 'software'] },
  { name: 'Huawei', logo: 'huawei', categories: ['redes', 'energia'] },
  { name: 'HPE Aruba Networking', categories: ['redes'] },
  { name: 'Ruckus Networks', categories: ['redes'] },
  { name: 'Furukawa Electric', categories: ['redes'] },
  { name: 'Panduit', categories: ['redes'] },
  { name: 'Victron Energy', logo: 'victronenergy', categories: ['energia'] },
  { name: 'Fronius', categories: ['energia'] },
  { name: 'Jinko Solar', categories: ['energia'] },
  { name: 'Canadian Solar', categories: ['energia'] },
  { name: 'Growatt', categories: ['energia'] },
  { name: 'Epson', logo: 'epson', categories: ['puntoDeVenta', 'computo'] },
  { name: 'Zebra Technologies', logo: 'zebratechnologies', categories: ['puntoDeVenta'] },
  { name: 'Star Micronics', categories: ['puntoDeVenta'] },
  { name: 'Bixolon', categories: ['puntoDeVenta'] },
  { name: 'HP', logo: 'hp', categories: ['computo'] },
  { name: 'Dell', logo: 'dell', categories: ['computo'] },
  { name: 'Lenovo', logo: 'lenovo', categories: ['computo'] },
  { name: 'Logitech', categories: ['computo'] },
  { name: 'Poly', logo: 'poly', categories: ['computo'] },
  { name: 'Yealink', categories: ['computo'] },
  { name: 'Zoom', logo: 'zoom', categories: ['computo', 'software'] },
  { name: 'Samsung', logo: 'samsung', categories: ['computo'] },
  { name: 'Microsoft', categories: ['software'] },
  { name: 'Autodesk', logo: 'autodesk', categories: ['software'] },
  { name: 'VMware', logo: 'vmware', categories: ['software'] },
  { name: 'Kaspersky', logo: 'kaspersky', categories: ['software'] },
];

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
