import type { ImageAsset, SolutionPageContent } from '../types';

const heroImage: ImageAsset = {
  src: '/illustrations/services/puertas-hero.svg',
  width: 640,
  height: 400,
  alt: 'Puerta cortafuego de dos hojas con barras antipánico, cierrapuertas en la parte superior una señal luminosa de salida de emergencia y un extintor junto a la pared.',
};

export const content: SolutionPageContent = {
  eyebrow: 'Protección pasiva y control de accesos',
  title: 'Puertas de seguridad y cortafuego',
  lead: 'Suministramos e instalamos puertas blindadas, puertas cortafuego certificadas EI 60, EI 90 y EI 120, salidas de emergencia con barras antipánico y puertas especiales para centros de datos, bóvedas y salas acústicas. Le acompañamos con la documentación técnica que solicita el Benemérito Cuerpo de Bomberos de Cuenca en sus inspecciones.',
  heroImage,
  whatsappMessage:
    'Hola, me interesan puertas de seguridad o cortafuego para mi edificio o empresa. ¿Podrían asesorarme?',
  ctaLabel: 'Cotizar puertas de seguridad',
  gallery: {
    heading: 'Una puerta para cada riesgo',
    intro:
      'Elegimos cada puerta según lo que debe resistir: intrusión, fuego, humo, ruido o una combinación de ellos, y según la ruta de evacuación de su edificio.',
    items: [
      {
        src: '/illustrations/services/puertas-1.svg',
        width: 640,
        height: 400,
        alt: 'Puerta blindada con cerradura de alta seguridad, pernos de cierre en varios puntos del marco y bisagras reforzadas, junto a un escudo y barras que indican el nivel de resistencia.',
        caption:
          'Puertas blindadas para viviendas, oficinas y locales comerciales, con cerradura multipunto, cilindro de alta seguridad antiganzúa y marco anclado a la estructura, en clases de resistencia RC2 a RC4 según EN 1627.',
      },
      {
        src: '/illustrations/services/puertas-2.svg',
        width: 640,
        height: 400,
        alt: 'Puerta cortafuego metálica de una hoja abierta hacia una caja de escaleras, con cierrapuertas, barra antipánico, junta intumescente y placa de identificación en el canto, y un retenedor magnético en la pared.',
        caption:
          'Puertas cortafuego EI 60, EI 90 y EI 120 con cierrapuertas, juntas intumescentes y placa de certificación del fabricante, para cajas de escaleras, cuartos de máquinas y bodegas.',
      },
      {
        src: '/illustrations/services/puertas-3.svg',
        width: 640,
        height: 400,
        alt: 'Salida de emergencia de dos hojas abiertas hacia afuera, con barras antipánico, flechas de evacuación en el piso y un letrero luminoso con una figura que corre y una flecha.',
        caption:
          'Salidas de emergencia que se abren en el sentido de evacuación con un simple empuje de la barra antipánico, con señalización y, si se requiere, conexión a la alarma de incendio y al control de acceso.',
      },
      {
        src: '/illustrations/services/puertas-4.svg',
        width: 640,
        height: 400,
        alt: 'Puerta de bóveda circular con volante de apertura y pernos, junto a una puerta de centro de datos con lector de tarjetas.',
        caption:
          'Puertas especiales: acústicas para auditorios y estudios, herméticas y cortafuego para centros de datos con control de acceso, y puertas de bóveda para bancos, cooperativas y joyerías.',
      },
    ],
  },
  featureCard: {
    heading: 'Suministro, instalación y acompañamiento',
    intro:
      'Una puerta cortafuego solo protege si se instala y mantiene como fue ensayada. Por eso cuidamos el marco, los herrajes y los registros tanto como la hoja.',
    lists: [
      {
        title: 'Tipos de puertas',
        items: [
          'Puertas blindadas residenciales y comerciales, clases RC2 a RC4',
          'Puertas cortafuego EI 60, EI 90 y EI 120 de una y dos hojas',
          'Salidas de emergencia con barras antipánico EN 1125',
          'Puertas cortahumo para pasillos y cajas de escaleras',
          'Puertas acústicas para auditorios, estudios y salas de máquinas',
          'Puertas para centros de datos y bóvedas de seguridad',
        ],
      },
      {
        title: 'Herrajes y complementos',
        items: [
          'Cierrapuertas hidráulicos EN 1154 y selectores de cierre para dos hojas',
          'Retenedores electromagnéticos que liberan la puerta al activarse la alarma',
          'Mirillas con vidrio cortafuego y rejillas intumescentes',
          'Cerraduras electromagnéticas y lectores para control de acceso',
          'Señalización fotoluminiscente de rutas de evacuación',
        ],
      },
      {
        title: 'Instalación y normativa',
        items: [
          'Levantamiento de rutas de evacuación y sentido de apertura',
          'Instalación del marco y la hoja según las instrucciones del ensayo del fabricante',
          'Certificados de ensayo, fichas técnicas y garantías del fabricante en un solo expediente',
          'Acompañamiento en la inspección del Benemérito Cuerpo de Bomberos de Cuenca',
          'Cumplimiento del Reglamento de Prevención, Mitigación y Protección contra Incendios',
          'Mantenimiento periódico de herrajes, juntas y cierrapuertas',
        ],
      },
    ],
  },
};
