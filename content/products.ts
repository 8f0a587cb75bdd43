import { buildWhatsAppLink } from '@/lib/whatsapp';

import { catalogueImages as img } from './catalogueImages';
import { company } from './company';
import type { ImageAsset, Product } from './types';

/** Every product button opens WhatsApp with a greeting that names the product. */
function product(name: string, description: string, image: ImageAsset): Product {
  return {
    name,
    description,
    image,
    whatsapp: buildWhatsAppLink(
      company.whatsapp,
      `Hola, me interesa el producto «${name}». ¿Podrían darme más información y una cotización?`,
    ),
  };
}

/** The six home-automation products of /Productos. */
export const products: Product[] = [
  product(
    'Interruptor inteligente táctil',
    'Interruptor de vidrio templado de uno a cuatro canales que reemplaza al tradicional y se controla desde la pared, el celular, por voz o por horario. Requiere línea neutra en el cajetín, que verificamos en la visita técnica.',
    img.smartSwitch,
  ),
  product(
    'Cerradura inteligente con huella',
    'Abre la puerta principal con huella, código, tarjeta o la aplicación, y admite hasta 100 usuarios. Usted recibe una alerta cada vez que alguien entra y puede crear claves temporales para visitas.',
    img.smartLock,
  ),
  product(
    'Termostato inteligente',
    'Programa la calefacción o el piso radiante por horario y por zona para mantener la casa templada en las mañanas y noches frías de la sierra, y apaga los equipos cuando no hay nadie.',
    img.thermostat,
  ),
  product(
    'Motor inteligente para cortinas',
    'Motor silencioso de riel o tubular para cortinas y persianas nuevas o existentes, que se abre y se cierra con el celular, un pulsador, un control remoto o por voz, y se programa según el amanecer.',
    img.smartBlinds,
  ),
  product(
    'Sensor de movimiento y apertura',
    'Kit inalámbrico con sensor de movimiento infrarrojo y contacto magnético para puertas y ventanas: enciende luces a su paso y le avisa al celular si algo se abre cuando la casa está sola.',
    img.motionSensor,
  ),
  product(
    'Hub de control domótico',
    'Centro de control compatible con Zigbee, Wi-Fi y Matter que reúne interruptores, cerraduras, sensores y cortinas de distintas marcas en una sola aplicación, con rutinas que funcionan aunque falle el internet.',
    img.hub,
  ),
];
