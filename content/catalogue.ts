import { brands, type BrandId } from './brands';
import { catalogueImages as img } from './catalogueImages';
import type { BrandCategory, CatalogueCategory } from './types';

/** The brands of the given groups, in the order of `brands.ts`, so the lists never drift apart. */
function brandsOf(...categories: BrandCategory[]): BrandId[] {
  return brands.filter((brand) => brand.categories.some((c) => categories.includes(c))).map((brand) => brand.id);
}

/** The /Servicios catalogue: two categories, each split into subcategories that filter the card grid. */
export const catalogue: CatalogueCategory[] = [
  {
    id: 'domotica',
    label: 'Domótica',
    brands: brandsOf('domotica'),
    subcategories: [
      {
        id: 'residencial',
        label: 'Residencial',
        items: [
          {
            name: 'Iluminación inteligente y escenas',
            description:
              'Interruptores táctiles, reguladores y focos inteligentes que encienden, atenúan y programan la luz de cada ambiente desde la pared, el celular o por voz.',
            features: [
              'Escenas de un toque: «Llegada», «Cine» y «Buenas noches»',
              'Regulación de intensidad y horarios según el amanecer y el atardecer',
              'Compatibles con Google Home, Amazon Alexa y Apple Home',
              'Se instalan en los cajetines existentes, sin picar paredes',
              'El pulsador de pared sigue funcionando aunque falle el internet',
            ],
            image: img.smartSwitch,
            brands: ['lutron', 'legrand', 'philipsHue', 'shelly'],
          },
          {
            name: 'Cerraduras inteligentes',
            description:
              'Cerraduras con huella, código, tarjeta y aplicación para la puerta principal de casas y departamentos, con registro de cada apertura.',
            features: [
              'Hasta 100 usuarios entre huellas, códigos y tarjetas',
              'Claves temporales para visitas, personal de limpieza o técnicos',
              'Historial de accesos y alertas en el celular',
              'Llave mecánica y toma de energía de emergencia si se agotan las pilas',
              'Bloqueo automático al cerrar la puerta',
            ],
            image: img.smartLock,
            brands: ['yale', 'zkteco'],
          },
          {
            name: 'Cortinas y persianas motorizadas',
            description:
              'Motores silenciosos para cortinas, persianas enrollables y blackouts, que se abren con la luz de la mañana y se cierran solos al caer la tarde.',
            features: [
              'Motores tubulares y de riel para cortinas nuevas o existentes',
              'Control por pulsador de pared, control remoto, aplicación o voz',
              'Programación por horario o según la posición del sol',
              'Simulación de presencia cuando la casa queda sola',
            ],
            image: img.smartBlinds,
            brands: ['lutron', 'control4', 'shelly', 'sonoff'],
          },
          {
            name: 'Centro de control y clima del hogar',
            description:
              'Un controlador central une luces, cortinas, clima, cámaras y sensores en una sola aplicación, con rutinas que responden a lo que ocurre en la casa.',
            features: [
              'Termostatos por zona para calefacción y piso radiante en las noches frías de Cuenca',
              'Rutinas con sensores de movimiento, apertura y temperatura',
              'Compatibilidad con Zigbee, Z-Wave, Wi-Fi y Matter',
              'Funcionamiento local aunque se caiga el internet',
              'Acceso remoto cifrado desde el celular',
            ],
            image: img.hub,
            brands: ['control4', 'homeAssistant', 'knx', 'schneiderElectric'],
          },
        ],
      },
      {
        id: 'corporativa',
        label: 'Corporativa',
        items: [
          {
            name: 'Automatización de edificios (inmótica)',
            description:
              'Control centralizado de iluminación, clima, persianas y consumo eléctrico en oficinas, hoteles y conjuntos residenciales, sobre el estándar abierto KNX.',
            features: [
              'Iluminación por presencia y luz natural en pasillos, parqueaderos y áreas comunes',
              'Medición del consumo eléctrico por piso, local o departamento',
              'Supervisión desde una pantalla central o un sistema de gestión de edificios (BMS)',
              'Horarios por zona y calendarios de feriados',
              'Integración con control de acceso, CCTV y detección de incendios',
            ],
            image: img.buildingControl,
            brands: ['knx', 'schneiderElectric', 'legrand'],
          },
          {
            name: 'Salas de reuniones y oficinas inteligentes',
            description:
              'Paneles táctiles que encienden la pantalla, regulan luces y cortinas e inician la videoconferencia con un solo botón, en salas de juntas, auditorios y aulas.',
            features: [
              'Escenas de presentación, videoconferencia y limpieza',
              'Sensores de ocupación que apagan luces y clima cuando la sala queda vacía',
              'Control de pantallas, proyectores y audio desde un solo panel',
              'Paneles de reserva en la puerta de cada sala',
            ],
            image: img.meetingRoom,
            brands: ['crestron', 'lutron', 'control4'],
          },
        ],
      },
    ],
  },
  {
    id: 'seguridad',
    label: 'Seguridad electrónica',
    brands: brandsOf('seguridad', 'accesos'),
    subcategories: [
      {
        id: 'videovigilancia',
        label: 'Videovigilancia',
        items: [
          {
            name: 'Cámaras IP tipo bala',
            description:
              'Cámaras exteriores para perímetros, patios, parqueaderos y fachadas, con imagen nítida de día y de noche.',
            features: [
              'Resolución de 4 MP a 8 MP (4K) con compresión H.265+',
              'Visión nocturna infrarroja de 30 a 80 m, o a color con luz de apoyo',
              'Carcasa IP67 resistente a la lluvia y al polvo',
              'Alimentación y datos por un solo cable PoE',
              'Detección de personas y vehículos que reduce las falsas alarmas',
            ],
            image: img.bulletCamera,
            brands: ['hikvision', 'dahuaTechnology', 'hanwhaVision', 'axisCommunications'],
          },
          {
            name: 'Cámaras domo y PTZ',
            description:
              'Domos discretos para interiores y cámaras PTZ motorizadas que giran y acercan la imagen para cubrir patios, bodegas, plazas y parqueaderos amplios.',
            features: [
              'Domos antivandálicos con protección IK10',
              'PTZ con zoom óptico de hasta 32x y seguimiento automático',
              'Rondas programadas y posiciones predefinidas',
              'Audio bidireccional y salidas de alarma en modelos seleccionados',
            ],
            image: img.domeCamera,
            brands: ['hikvision', 'dahuaTechnology', 'axisCommunications', 'uniview'],
          },
          {
            name: 'Grabadores NVR y almacenamiento',
            description:
              'Grabadores de red de 4 a 64 canales con discos para videovigilancia, que guardan semanas de grabación y se consultan desde el celular.',
            features: [
              'Modelos de 4, 8, 16, 32 y 64 canales, con puertos PoE integrados',
              'Discos duros para grabación continua y arreglos RAID',
              'Búsqueda rápida por persona, vehículo o evento',
              'Acceso remoto cifrado desde la aplicación móvil y el computador',
              'Días de respaldo calculados según cámaras, resolución y horario',
            ],
            image: img.nvr,
            brands: ['hikvision', 'dahuaTechnology', 'uniview'],
          },
          {
            name: 'Lectura de placas y videoanalítica',
            description:
              'Cámaras con inteligencia artificial que leen placas vehiculares, cuentan personas y detectan intrusiones, merodeo o cruces de línea.',
            features: [
              'Lectura de placas (LPR) en ingresos de conjuntos, parqueaderos y bodegas',
              'Listas de vehículos autorizados con apertura automática de barreras',
              'Conteo de personas y mapas de calor para locales comerciales',
              'Alertas por cruce de línea, intrusión y merodeo',
              'Integración con grabadores, VMS y centros de monitoreo',
            ],
            image: img.parkingBarrier,
            brands: ['hikvision', 'dahuaTechnology', 'axisCommunications', 'hanwhaVision'],
          },
        ],
      },
      {
        id: 'control-acceso',
        label: 'Control de acceso',
        items: [
          {
            name: 'Terminales biométricos',
            description:
              'Terminales de reconocimiento facial, huella y tarjeta que controlan los ingresos y registran la asistencia del personal en oficinas, fábricas, colegios y clínicas.',
            features: [
              'Hasta 50.000 usuarios en los modelos empresariales',
              'Reconocimiento facial sin contacto, huella, tarjeta y código',
              'Reportes de asistencia listos para la nómina',
              'Conexión por red TCP/IP, Wi-Fi o PoE',
              'Detección de rostro real frente a fotos y videos',
            ],
            image: img.biometricTerminal,
            brands: ['zkteco', 'suprema', 'hid'],
          },
          {
            name: 'Paneles de control de acceso',
            description:
              'Controladoras que gobiernan puertas, cerraduras electromagnéticas, lectores y botones de salida desde un software central, con horarios y permisos por persona.',
            features: [
              'Hasta 8 puertas por panel, ampliable con más paneles en red',
              'Cerraduras electromagnéticas, chapas eléctricas y cierrapuertas',
              'Horarios, zonas y niveles de acceso por empleado o visitante',
              'Antipassback y liberación de puertas ante una alarma de incendio',
              'Batería de respaldo para los cortes de energía',
            ],
            image: img.accessPanel,
            brands: ['zkteco', 'hid', 'suprema', 'honeywell'],
          },
        ],
      },
      {
        id: 'centros-monitoreo',
        label: 'Centros de monitoreo',
        items: [
          {
            name: 'Videowall para salas de control',
            description:
              'Paredes de video de bordes ultradelgados que muestran cámaras, mapas y alarmas en un solo panorama, para salas de control municipales, industriales y corporativas.',
            features: [
              'Configuraciones de hasta 64 pantallas gestionadas como una sola',
              'Pantallas profesionales de bisel ultradelgado para operación 24/7',
              'Controladores que distribuyen cámaras, mapas y aplicaciones',
              'Soportes de pared o de piso con acceso frontal para mantenimiento',
              'Diseño de la sala: distancias de visión y ergonomía de los operadores',
            ],
            image: img.videoWall,
            brands: ['samsung', 'hikvision', 'dahuaTechnology'],
          },
          {
            name: 'Plataformas de gestión de video (VMS)',
            description:
              'Software que reúne cámaras de distintas marcas y sedes en una sola consola, con mapas, eventos y búsqueda de evidencias.',
            features: [
              'Administración de cámaras, grabadores y usuarios de varias sedes',
              'Mapas interactivos con la ubicación de cámaras y alarmas',
              'Exportación de evidencias con marca de agua para procesos legales',
              'Permisos por operador y registro de auditoría',
              'Compatibilidad con cámaras ONVIF de distintos fabricantes',
            ],
            image: img.videoWall,
            brands: ['hikvision', 'dahuaTechnology', 'axisCommunications', 'hanwhaVision'],
          },
          {
            name: 'Recepción y atención de alarmas',
            description:
              'Receptoras y software que reciben las señales de alarmas de hogares, negocios y sucursales, para que los operadores verifiquen cada evento y actúen en minutos.',
            features: [
              'Recepción de eventos por IP, 4G y línea telefónica',
              'Verificación con video de la cámara asociada a cada zona',
              'Protocolos de llamada al cliente, a la guardianía y al ECU 911',
              'Reportes de aperturas, cierres, fallas de energía y baterías bajas',
            ],
            image: img.alarmPanel,
            brands: ['ajaxSystems', 'paradox', 'risco', 'honeywell'],
          },
          {
            name: 'Detección de incendios monitoreada',
            description:
              'Paneles direccionables, detectores de humo y temperatura y estaciones manuales conectados al centro de monitoreo, que señalan el punto exacto de cada alarma.',
            features: [
              'Paneles direccionables que identifican cada detector',
              'Detectores de humo y temperatura, estaciones manuales y sirenas con luz estroboscópica',
              'Liberación automática de puertas y parada de ascensores',
              'Diseño según la normativa ecuatoriana contra incendios y la NFPA 72',
              'Mantenimiento periódico documentado para las inspecciones del Cuerpo de Bomberos',
            ],
            image: img.fireDetector,
            brands: ['notifier', 'bosch', 'honeywell'],
          },
          {
            name: 'Alarmas comunitarias y botones de pánico',
            description:
              'Sirenas, botones de pánico y aplicaciones móviles para barrios, conjuntos residenciales y negocios, con alertas que llegan a la vez a vecinos, guardias y al centro de monitoreo.',
            features: [
              'Botones de pánico fijos, inalámbricos y en la aplicación del celular',
              'Sirenas y luces estroboscópicas por sector',
              'Alertas simultáneas a vecinos, guardianía y central de monitoreo',
              'Registro de cada activación con hora y ubicación',
            ],
            image: img.alarmPanel,
            brands: ['ajaxSystems', 'paradox', 'hikvision'],
          },
          {
            name: 'Red, energía y respaldo del centro',
            description:
              'La infraestructura que mantiene operando el centro de monitoreo: switches PoE, enlaces de fibra, firewall y energía de respaldo para que no se pierda ninguna cámara ni alarma.',
            features: [
              'Switches PoE administrables y enlaces de fibra óptica a cada sitio',
              'Firewall y VPN para sedes remotas y operadores fuera de la sala',
              'UPS dimensionados para cortes prolongados de energía',
              'Supervisión del estado de cámaras, grabadores y enlaces',
              'Cableado estructurado certificado en el cuarto de equipos',
            ],
            image: img.networkRack,
            brands: ['cisco', 'fortinet', 'ubiquiti', 'huawei'],
          },
        ],
      },
    ],
  },
];

/** Headings and short texts of /Servicios around the catalogue data above. */
export const cataloguePage = {
  metaTitle: 'Soluciones Inteligentes: catálogo de domótica y seguridad',
  hero: {
    eyebrow: 'Catálogo de domótica y seguridad electrónica',
    title: 'Soluciones Inteligentes',
    lead: 'Automatización para hogares y edificios, videovigilancia, control de acceso y centros de monitoreo: equipos de marcas líderes, instalados y mantenidos por técnicos certificados en Cuenca.',
    image: img.buildingControl,
    whatsappLabel: 'Hablar con un asesor',
    productsLabel: 'Ver productos de domótica',
  },
  catalogue: {
    eyebrow: 'Catálogo',
    title: 'Encuentre la solución para su proyecto',
    lead: 'Soluciones agrupadas por categoría y subcategoría. Cada solución se dimensiona en una visita técnica sin costo.',
    brandsLabel: 'Ver marcas por categoría',
    brandsHeading: (category: string) => `Marcas de ${category.toLowerCase()}`,
    cardCta: 'Consultar por WhatsApp',
    /** Read by screen readers after the button's text, so that each card's button has its own name. */
    cardCtaTopic: (itemName: string) => ` sobre ${itemName}`,
    brandsListLabel: 'Marcas',
  },
  /** The filter buttons and the sentence announced after each change (`{n}`: the number of cards shown). */
  filters: {
    category: 'Categoría',
    subcategory: 'Subcategoría',
    all: 'Todas',
    results: {
      none: 'No hay soluciones con este filtro',
      one: 'Se muestra 1 solución',
      other: 'Se muestran {n} soluciones',
    },
  },
  topics: {
    eyebrow: 'Qué hacemos',
    title: 'Tecnología para cada tipo de proyecto',
    lead: 'Desde una vivienda hasta un hospital: así trabajamos en cada área, con un solo responsable del diseño a la puesta en marcha.',
  },
  closing: {
    title: '¿Necesita una solución personalizada?',
    text: 'Cuéntenos qué desea proteger, conectar o automatizar. Un asesor revisa su caso y coordina una visita técnica para proponerle la solución adecuada.',
    label: 'Solicitar asesoría por WhatsApp',
  },
};

/** Prefilled WhatsApp text of the closing call to action «¿Necesita una solución personalizada?». */
export const customSolutionMessage =
  'Hola, necesito una solución personalizada de domótica o seguridad electrónica. ¿Podrían asesorarme y coordinar una visita técnica para evaluar mi proyecto?';

/** Prefilled WhatsApp text of a catalogue card's button: it names the item, so the adviser knows the topic. */
export function catalogueItemMessage(itemName: string): string {
  return `Hola, me interesa la solución «${itemName}» de su catálogo. ¿Podrían asesorarme y enviarme una cotización?`;
}
