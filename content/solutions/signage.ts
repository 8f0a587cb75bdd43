import type { ImageAsset, SolutionPageContent } from '../types';

const heroImage: ImageAsset = {
  src: '/illustrations/services/pantallas-hero.svg',
  width: 640,
  height: 400,
  alt: 'Pantalla de señalización digital montada en una pared junto a un tótem vertical de piso con contenido publicitario.',
};

export const content: SolutionPageContent = {
  eyebrow: 'Comunicación visual',
  title: 'Pantallas educativas, interactivas y señalización digital',
  lead: 'Instalamos pantallas interactivas para aulas y salas de capacitación, redes de señalización digital con contenido administrado desde un solo lugar, videowalls de gran formato y quioscos de autoservicio. Colegios, universidades, clínicas, centros comerciales y empresas del Austro comunican mejor con pantallas que se actualizan sin ir de una en una.',
  heroImage,
  whatsappMessage: 'Hola, me interesan pantallas interactivas y señalización digital. ¿Podrían asesorarme?',
  ctaLabel: 'Cotizar pantallas para mi proyecto',
  gallery: {
    heading: 'Una pantalla para cada espacio',
    intro:
      'Del aula al centro comercial, cada solución combina el equipo adecuado con el software que lo mantiene actualizado, y con soportes y cableado pensados para el lugar donde se instala.',
    items: [
      {
        src: '/illustrations/services/pantallas-1.svg',
        width: 640,
        height: 400,
        alt: 'Panel interactivo en un aula con un docente que señala un gráfico en la pantalla, frente a pupitres con tabletas.',
        caption:
          'Paneles interactivos 4K de 65, 75 y 86 pulgadas con pantalla táctil multipunto, pizarra digital y proyección inalámbrica desde laptops y tabletas. Reemplazan al proyector y a la pizarra en aulas, laboratorios y salas de capacitación.',
      },
      {
        src: '/illustrations/services/pantallas-2.svg',
        width: 640,
        height: 400,
        alt: 'Computador central que envía contenido por la red a tres pantallas de señalización digital ubicadas en distintos lugares.',
        caption:
          'Reproductores de señalización digital conectados a la red reciben menús, promociones, turnos y avisos desde una plataforma central como Samsung MagicINFO. Usted programa qué se muestra, en qué pantalla y a qué hora.',
      },
      {
        src: '/illustrations/services/pantallas-3.svg',
        width: 640,
        height: 400,
        alt: 'Videowall de dieciséis pantallas en una cuadrícula de cuatro por cuatro que forman una sola imagen, conectado a su controlador.',
        caption:
          'Videowalls de marco ultradelgado desde 2 × 2 hasta 64 pantallas, para centros de monitoreo, recepciones y vitrinas. Un controlador muestra una sola imagen de gran formato o varias fuentes a la vez.',
      },
      {
        src: '/illustrations/services/pantallas-4.svg',
        width: 640,
        height: 400,
        alt: 'Quiosco de autoservicio con pantalla táctil vertical, lector de tarjetas e impresora de tickets.',
        caption:
          'Quioscos de autoservicio para turnos, registro de pacientes, pagos y encuestas, y tótems publicitarios o de directorio para centros comerciales y clínicas, con estructura metálica preparada para uso continuo.',
      },
    ],
  },
  featureCard: {
    heading: 'Soluciones de pantallas y señalización',
    intro:
      'Le ayudamos a elegir tamaño, brillo y tipo de pantalla según la distancia de visión y la luz del lugar, y a organizar el contenido para que siempre esté al día.',
    lists: [
      {
        title: 'Educación y capacitación',
        items: [
          'Paneles interactivos con Android integrado y módulo OPS con Windows opcional',
          'Software de pizarra con plantillas, grabación de clases y exportación a PDF',
          'Proyección inalámbrica desde varios dispositivos a la vez',
          'Soportes de pared y bases móviles con altura regulable',
          'Instalación fuera del horario de clases y capacitación a docentes',
        ],
      },
      {
        title: 'Señalización digital',
        items: [
          'Pantallas profesionales para operación continua de 16 o 24 horas diarias',
          'Reproductores y plataforma de gestión centralizada de contenido',
          'Menús digitales para restaurantes, cafeterías y patios de comida',
          'Pantallas de llamado de turnos para clínicas, laboratorios y agencias',
          'Pantallas de alto brillo para vitrinas con luz solar directa',
          'Reportes de reproducción para anunciantes y campañas',
        ],
      },
      {
        title: 'Videowalls, quioscos y tótems',
        items: [
          'Videowalls de 2 × 2 hasta 8 × 8 pantallas, es decir, hasta 64 en total',
          'Controladores de videowall para varias fuentes simultáneas',
          'Quioscos con impresora térmica, lector de tarjetas y lector de códigos QR',
          'Tótems de piso de 43 a 65 pulgadas, de una o dos caras',
          'Soportes a medida, calibración de color y mantenimiento preventivo',
        ],
      },
    ],
  },
};
