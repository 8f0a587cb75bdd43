import type { Company } from './types';

/**
 * Company facts, in one place. The name, number, e-mail and address below are working
 * values until the company confirms its own (README, "Datos de la empresa"): the WhatsApp number
 * 593 99 000 0000 is deliberately fake and reaches nobody.
 */
export const company: Company = {
  name: 'Austro Integra Soluciones Tecnológicas',
  shortName: 'Austro Integra',
  tagline: 'Integración tecnológica para hogares y empresas del Austro ecuatoriano',
  whatsapp: '593990000000',
  phoneDisplay: '+593 99 000 0000',
  email: 'contacto@austrointegra.example',
  address: {
    street: 'Av. 12 de Abril y Agustín Cueva',
    building: 'Edificio Torres del Río, oficina 302',
    city: 'Cuenca',
    province: 'Azuay',
    country: 'Ecuador',
    countryCode: 'EC',
  },
  mapsQuery: 'Av. 12 de Abril y Agustín Cueva, Cuenca, Ecuador',
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '18:00' },
    { days: ['Saturday'], opens: '09:00', closes: '13:00' },
  ],
  geo: { latitude: -2.9046, longitude: -79.0086 },
  areaServed: ['Azuay', 'Cañar', 'Loja', 'El Oro', 'Morona Santiago'],
  designCredit: { label: 'Diseño y desarrollo web: Estudio Web Austral', url: 'https://www.estudiowebaustral.example' },
};
