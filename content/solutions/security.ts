import type { ImageAsset, SolutionPageContent } from '../types';

const heroImage: ImageAsset = {
  src: '/illustrations/services/seguridad-hero.svg',
  width: 640,
  height: 400,
  alt: 'Cámara IP tipo bala montada en una pared con su campo de visión proyectado que detecta a una persona, y una cámara domo en el techo.',
};

export const content: SolutionPageContent = {
  eyebrow: 'Seguridad electrónica',
  title: 'Electroseguridad y videovigilancia CCTV',
  lead: 'Protegemos viviendas, conjuntos residenciales, comercios, bodegas y fábricas con cámaras IP, alarmas, detección de incendios, cercos eléctricos y control de acceso que trabajan como un solo sistema. Usted ve lo que ocurre desde el celular y recibe alertas útiles, no ruido.',
  heroImage,
  whatsappMessage:
    'Hola, me interesa una solución de electroseguridad y CCTV para mi hogar o empresa. ¿Podrían asesorarme?',
  ctaLabel: 'Solicitar estudio de seguridad',
  gallery: {
    heading: 'Capas de protección para su inmueble',
    intro:
      'Empezamos con un recorrido de riesgos: accesos, perímetro, puntos ciegos e iluminación. Con eso definimos la ubicación de cada equipo y lo que debe ocurrir ante cada evento.',
    items: [
      {
        src: '/illustrations/services/seguridad-1.svg',
        width: 640,
        height: 400,
        alt: 'Grabador de video en red con discos duros junto a un monitor que muestra una cuadrícula de cuatro cámaras.',
        caption:
          'Grabación en NVR con discos de videovigilancia y compresión H.265, o VMS para varias sedes; usted revisa en vivo y busca grabaciones por fecha, zona o evento desde la aplicación.',
      },
      {
        src: '/illustrations/services/seguridad-2.svg',
        width: 640,
        height: 400,
        alt: 'Teclado de alarma con pantalla y luces de estado, una sirena y un sensor de movimiento en la esquina del techo con su zona de detección.',
        caption:
          'Alarmas de intrusión cableadas o inalámbricas con sensores de movimiento, contactos magnéticos y sirenas, con aviso inmediato al celular y armado por zonas o por horario.',
      },
      {
        src: '/illustrations/services/seguridad-3.svg',
        width: 640,
        height: 400,
        alt: 'Detector de humo en el techo que reacciona al humo de un papelero, junto a una luz estroboscópica y una estación manual de incendio en la pared.',
        caption:
          'Detección de incendios convencional o direccionable con detectores de humo y temperatura, estaciones manuales y sirenas con luz estroboscópica, diseñada según NFPA 72.',
      },
      {
        src: '/illustrations/services/seguridad-4.svg',
        width: 640,
        height: 400,
        alt: 'Terminal biométrico de reconocimiento facial junto a una puerta de vidrio con cerradura electromagnética, un botón de salida y un panel de control de acceso.',
        caption:
          'Control de acceso con terminales biométricos de hasta 50 000 usuarios y paneles de hasta 8 puertas, con horarios, niveles de acceso y reportes de asistencia para su personal.',
      },
      {
        src: '/illustrations/services/seguridad-5.svg',
        width: 640,
        height: 400,
        alt: 'Muro perimetral con cerco eléctrico de varios hilos sobre aisladores, un letrero de advertencia y un energizador con luces de estado.',
        caption:
          'Cercos eléctricos con energizador, batería de respaldo y señalización reglamentaria, conectados a la alarma para que cualquier corte o contacto dispare una alerta.',
      },
    ],
  },
  featureCard: {
    heading: 'Qué instalamos y cómo lo mantenemos',
    intro:
      'Trabajamos con marcas de videovigilancia, alarmas y accesos de alcance mundial, e integramos todo en una red propia para que el sistema no dependa de un solo equipo.',
    lists: [
      {
        title: 'Videovigilancia CCTV',
        items: [
          'Cámaras IP de 4 MP a 4K, tipo bala, domo, PTZ y panorámicas',
          'Visión nocturna infrarroja y a color para parqueaderos y perímetros',
          'Analítica de video: cruce de línea, intrusión en zona, conteo de personas y lectura de placas',
          'NVR con discos de videovigilancia y VMS para varias sedes',
          'Alimentación PoE y red dedicada para las cámaras',
          'Cálculo de almacenamiento según los días de grabación que usted necesita',
        ],
      },
      {
        title: 'Alarmas, incendio y perímetro',
        items: [
          'Paneles de intrusión cableados e inalámbricos de Paradox, Ajax Systems y Risco',
          'Sensores de movimiento, contactos magnéticos, rotura de vidrio y botones de pánico',
          'Detección de incendios Notifier, convencional o direccionable',
          'Cercos eléctricos con energizador y batería de respaldo',
          'Sirenas, luces estroboscópicas y comunicadores IP o GSM',
        ],
      },
      {
        title: 'Control de acceso y monitoreo',
        items: [
          'Terminales biométricos de huella y rostro de hasta 50 000 usuarios',
          'Paneles de control de acceso de hasta 8 puertas por controlador',
          'Tarjetas, códigos QR y credenciales en el celular para visitas',
          'Cerraduras electromagnéticas, electroimanes y botones de salida',
          'Monitoreo desde la aplicación y reportes de eventos y asistencia',
          'Mantenimiento preventivo: limpieza de lentes, revisión de discos y baterías',
        ],
      },
    ],
  },
};
