import type { ImageAsset, SolutionPageContent } from '../types';

const heroImage: ImageAsset = {
  src: '/illustrations/services/automatizacion-hero.svg',
  width: 640,
  height: 400,
  alt: 'Tableta de control domótico en la pared con botones de iluminación, clima, persianas y escenas, junto a una lámpara y una ventana con persiana motorizada.',
};

export const content: SolutionPageContent = {
  eyebrow: 'Automatización residencial y de edificios',
  title: 'Domótica e inmótica para hogares y edificios',
  lead: 'Integramos iluminación, clima, persianas, cerraduras y escenas en un solo sistema que usted controla desde el celular, una pantalla en la pared o por voz. Diseñamos cada proyecto sobre estándares abiertos como KNX, Zigbee y Matter, para casas, departamentos, oficinas y hoteles de Cuenca y el Austro.',
  heroImage,
  whatsappMessage:
    'Hola, me interesa una solución de domótica e inmótica para mi hogar o edificio. ¿Podrían asesorarme?',
  ctaLabel: 'Solicitar asesoría en domótica',
  gallery: {
    heading: 'Lo que automatizamos',
    intro:
      'Cada instalación parte de una visita técnica: revisamos planos, tableros eléctricos y cobertura Wi-Fi antes de proponer equipos y escenas.',
    items: [
      {
        src: '/illustrations/services/automatizacion-1.svg',
        width: 640,
        height: 400,
        alt: 'Sala con un sofá bajo una lámpara colgante encendida, una ventana con persiana motorizada a media altura y un pulsador inteligente en la pared.',
        caption:
          'Iluminación y persianas por escenas: «Llegada», «Cine» o «Buenas noches» ajustan luces regulables y cortinas con un solo toque, y las rutinas pueden seguir la hora del amanecer y del atardecer.',
      },
      {
        src: '/illustrations/services/automatizacion-2.svg',
        width: 640,
        height: 400,
        alt: 'Termostato inteligente de pantalla redonda junto a un radiador que emite calor, sobre un piso con tubería de calefacción radiante.',
        caption:
          'Clima a la medida de Cuenca: la calefacción y el piso radiante se programan para las mañanas y noches frías, por zonas, y se apagan solos cuando se abre una ventana o la casa queda vacía.',
      },
      {
        src: '/illustrations/services/automatizacion-3.svg',
        width: 640,
        height: 400,
        alt: 'Puerta de entrada con cerradura inteligente de teclado y huella, y un celular que la abre mediante una señal inalámbrica; a un lado, varios usuarios autorizados.',
        caption:
          'Cerraduras inteligentes residenciales con huella, código, tarjeta y aplicación, de hasta 100 usuarios; usted entrega accesos temporales a visitas o personal de limpieza y consulta quién entró y a qué hora.',
      },
      {
        src: '/illustrations/services/automatizacion-4.svg',
        width: 640,
        height: 400,
        alt: 'Plano de planta de un edificio de oficinas con sensores de presencia, luminarias y equipos de clima conectados a un controlador central.',
        caption:
          'Inmótica para oficinas y hoteles: sensores de presencia, control de iluminación DALI y gestión de clima por zonas reducen el consumo, y el tarjetero de habitación corta la energía cuando el huésped sale.',
      },
    ],
  },
  featureCard: {
    heading: 'Qué incluye un proyecto de domótica',
    intro:
      'Entregamos el sistema configurado, documentado y con capacitación, para que usted y su familia o su equipo lo usen desde el primer día.',
    lists: [
      {
        title: 'Para su hogar',
        items: [
          'Iluminación regulable y escenas para cada ambiente',
          'Persianas, cortinas y toldos motorizados',
          'Calefacción, piso radiante y calentadores programados por horario',
          'Cerraduras inteligentes de hasta 100 usuarios con registro de accesos',
          'Sensores de fuga de agua, humo y apertura de puertas con avisos al celular',
          'Control por voz con Alexa, Google Home o Siri',
          'Videoportero y cámaras integradas en la misma aplicación',
        ],
      },
      {
        title: 'Para edificios, oficinas y hoteles',
        items: [
          'Sistemas de gestión de edificios (BMS) sobre KNX, BACnet o Modbus',
          'Iluminación DALI con sensores de presencia y luz natural',
          'Control de clima y ventilación por zonas y horarios',
          'Gestión de habitaciones de hotel con tarjetero de ahorro energético',
          'Medición de consumo eléctrico por piso, área o circuito',
          'Integración con control de acceso, CCTV y alarmas',
        ],
      },
      {
        title: 'Tecnologías y servicio',
        items: [
          'Protocolos KNX, Zigbee, Z-Wave, Matter y Wi-Fi según cada proyecto',
          'Equipos de Schneider Electric, Lutron, Shelly, Philips Hue y Home Assistant',
          'Funcionamiento local: lo esencial sigue operando aunque falle el internet',
          'Diseño sobre planos, nuevo o para viviendas ya construidas sin romper paredes',
          'Capacitación, manual de uso y soporte técnico posterior a la entrega',
        ],
      },
    ],
  },
};
