import { catalogueImages as img } from './catalogueImages';
import type { Product } from './types';

/** The six home-automation products of /Productos. */
export const products: Product[] = [
  {
    name: 'Interruptor inteligente táctil',
    description:
      'Interruptor de vidrio templado de uno a cuatro canales que reemplaza al tradicional y se controla desde la pared, el celular, por voz o por horario. Requiere línea neutra en el cajetín, que verificamos en la visita técnica.',
    image: img.smartSwitch,
  },
  {
    name: 'Cerradura inteligente con huella',
    description:
      'Abre la puerta principal con huella, código, tarjeta o la aplicación, y admite hasta 100 usuarios. Usted recibe una alerta cada vez que alguien entra y puede crear claves temporales para visitas.',
    image: img.smartLock,
  },
  {
    name: 'Termostato inteligente',
    description:
      'Programa la calefacción o el piso radiante por horario y por zona para mantener la casa templada en las mañanas y noches frías de la sierra, y apaga los equipos cuando no hay nadie.',
    image: img.thermostat,
  },
  {
    name: 'Motor inteligente para cortinas',
    description:
      'Motor silencioso de riel o tubular para cortinas y persianas nuevas o existentes, que se abre y se cierra con el celular, un pulsador, un control remoto o por voz, y se programa según el amanecer.',
    image: img.smartBlinds,
  },
  {
    name: 'Sensor de movimiento y apertura',
    description:
      'Kit inalámbrico con sensor de movimiento infrarrojo y contacto magnético para puertas y ventanas: enciende luces a su paso y le avisa al celular si algo se abre cuando la casa está sola.',
    image: img.motionSensor,
  },
  {
    name: 'Hub de control domótico',
    description:
      'Centro de control compatible con Zigbee, Wi-Fi y Matter que reúne interruptores, cerraduras, sensores y cortinas de distintas marcas en una sola aplicación, con rutinas que funcionan aunque falle el internet.',
    image: img.hub,
  },
];

/** Headings and short texts of /Productos. */
export const productsPage = {
  metaTitle: 'Productos de domótica',
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
    /** Read by screen readers after the button's text, so that each card's button has its own name. */
    ctaTopic: (productName: string) => ` sobre ${productName}`,
  },
  more: {
    text: '¿Busca un sistema completo de domótica o de seguridad?',
    label: 'Ver el catálogo de soluciones',
  },
};

/** Prefilled WhatsApp text of a product's button: it names the product, so the adviser knows the topic. */
export function productMessage(productName: string): string {
  return `Hola, me interesa el producto «${productName}». ¿Podrían darme más información y una cotización?`;
}
