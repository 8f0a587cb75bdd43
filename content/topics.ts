import { catalogueImages as img } from './catalogueImages';
import type { TopicBlock } from './types';

/** The 15 long text blocks of /Servicios, shown alternating left and right, in this order. */
export const topics: TopicBlock[] = [
  {
    id: 'dispositivos-y-sistemas',
    title: 'Dispositivos y sistemas inteligentes',
    paragraphs: [
      'Interruptores, sensores, cerraduras, cámaras y controladores solo rinden cuando trabajan juntos. Seleccionamos cada dispositivo por su compatibilidad, su respaldo local y la disponibilidad de repuestos en Ecuador, no solo por su precio.',
      'Preferimos protocolos abiertos como KNX, Zigbee, Matter y ONVIF, que le permiten ampliar el sistema con otras marcas en el futuro. Antes de instalar revisamos la cobertura Wi-Fi, el tablero eléctrico y la calidad de la energía de su inmueble.',
    ],
    points: [
      'Equipos originales con garantía válida en Ecuador',
      'Protocolos abiertos que evitan depender de un solo fabricante',
      'Configuración, pruebas y capacitación incluidas en la entrega',
      'Actualizaciones de firmware y soporte remoto',
    ],
    image: img.hub,
  },
  {
    id: 'soluciones-integrales',
    title: 'Soluciones integrales',
    paragraphs: [
      'Un solo proveedor diseña la red, la seguridad, la automatización y la energía de su proyecto, con planos y cronograma coordinados con el constructor o el fiscalizador. Así se evitan los cruces entre contratistas y los sistemas que no se comunican entre sí.',
      'Acompañamos desde la etapa de planos, cuando dejar la tubería y el cableado previstos cuesta poco, hasta la puesta en marcha y el mantenimiento. Al final entregamos memoria técnica, planos actualizados y credenciales documentadas.',
    ],
    points: [
      'Diseño conjunto de redes, CCTV, control de acceso, domótica y energía',
      'Coordinación con arquitectos, constructores y fiscalizadores',
      'Una sola plataforma de gestión y un solo contacto de soporte',
      'Memoria técnica y planos de lo instalado',
    ],
    image: img.buildingControl,
  },
  {
    id: 'alarmas',
    title: 'Sistemas de alarma',
    paragraphs: [
      'Instalamos alarmas de intrusión cableadas e inalámbricas para viviendas, locales comerciales, bodegas y oficinas. Cada sistema combina sensores de movimiento, contactos magnéticos, detectores de rotura de vidrio y sirenas interiores y exteriores, ubicados según un recorrido previo del inmueble.',
      'Usted arma y desarma el sistema desde el teclado o el celular y recibe notificaciones al instante. Si lo desea, conectamos la alarma a una central de monitoreo que verifica cada evento y llama a los contactos que usted defina.',
    ],
    points: [
      'Sensores inalámbricos con batería de larga duración',
      'Comunicación por Wi-Fi, red cableada y 4G de respaldo',
      'Botones de pánico fijos y en la aplicación móvil',
      'Verificación del evento con la cámara de la zona',
    ],
    image: img.alarmPanel,
  },
  {
    id: 'sistemas-contra-incendios',
    title: 'Sistemas contra incendios',
    paragraphs: [
      'Diseñamos e instalamos sistemas de detección y alarma contra incendios para edificios, hoteles, fábricas, bodegas y centros comerciales. Trabajamos con paneles convencionales o direccionables, detectores de humo y temperatura, estaciones manuales y sirenas con luz estroboscópica.',
      'Cada sistema se dimensiona según la normativa ecuatoriana de prevención de incendios y la NFPA 72, y se documenta para el trámite del permiso de funcionamiento ante el Cuerpo de Bomberos. Ofrecemos además mantenimiento y pruebas periódicas con su informe.',
    ],
    points: [
      'Paneles direccionables que indican el punto exacto de la alarma',
      'Integración con control de acceso, ascensores y puertas cortafuego',
      'Planos y memoria técnica para la aprobación de bomberos',
      'Mantenimiento preventivo con informe de pruebas',
    ],
    image: img.fireDetector,
  },
  {
    id: 'puertas-de-seguridad',
    title: 'Puertas de seguridad y especiales',
    paragraphs: [
      'Suministramos e instalamos puertas blindadas para viviendas y departamentos, y puertas de seguridad para bóvedas, cuartos de equipos y áreas restringidas. También ofrecemos puertas especiales para cuartos fríos, salas blancas y áreas con requisitos sanitarios.',
      'Cada puerta se elige según el riesgo y el uso: cerraduras multipunto, bisagras antipalanca, marcos reforzados y preparación para cerraduras electrónicas o control de acceso. Tomamos medidas en sitio para que el ajuste sea exacto.',
    ],
    points: [
      'Puertas blindadas con cerradura multipunto y mirilla gran angular',
      'Preparación para cerradura electromagnética, lector biométrico o tarjeta',
      'Puertas para cuartos de servidores, bodegas de valores y archivos',
      'Instalación con medición en sitio y ajuste de marcos',
    ],
    image: img.securityDoor,
  },
  {
    id: 'sistemas-de-parqueo',
    title: 'Sistemas de parqueo',
    paragraphs: [
      'Automatizamos parqueaderos de centros comerciales, edificios, clínicas, universidades y conjuntos residenciales. Combinamos barreras vehiculares, lectura de placas, tickets con código QR y cobro en cajero automático o en caja.',
      'El guiado de plazas con sensores y pantallas reduce el tiempo que los conductores pasan buscando un lugar. Los reportes de ocupación y recaudación le muestran cómo se usa su parqueadero hora a hora.',
    ],
    points: [
      'Barreras de apertura rápida con detección de vehículos',
      'Lectura de placas para residentes, abonados y listas de acceso',
      'Cobro automático con emisión de factura electrónica',
      'Guiado de plazas libres con indicadores por espacio',
    ],
    image: img.parkingBarrier,
  },
  {
    id: 'puertas-cortafuego',
    title: 'Puertas cortafuego',
    paragraphs: [
      'Las puertas cortafuego contienen el fuego y el humo durante el tiempo necesario para evacuar el edificio. Suministramos puertas certificadas con resistencia de 60, 90 y 120 minutos, con sus marcos, bisagras y cierrapuertas.',
      'Las equipamos con barras antipánico, retenedores magnéticos conectados al sistema de detección y señalética de evacuación. Así cumplen las exigencias del Cuerpo de Bomberos para escaleras, cuartos de máquinas y salidas de emergencia.',
    ],
    points: [
      'Puertas certificadas según UL 10C o EN 1634-1',
      'Barras antipánico y cierrapuertas hidráulicos',
      'Retenedores magnéticos que liberan la puerta ante una alarma',
      'Inspección y mantenimiento anual de herrajes',
    ],
    image: img.fireDoor,
  },
  {
    id: 'sistemas-pos',
    title: 'Sistemas POS',
    paragraphs: [
      'Equipamos restaurantes, farmacias, ferreterías, supermercados y tiendas con terminales punto de venta táctiles. Cada caja se completa con impresora de recibos, lector de códigos de barras, cajón de dinero y, si hace falta, balanza.',
      'Integramos el software de facturación electrónica conforme a la normativa del SRI y el control de inventarios. Dejamos todo configurado para que su personal facture desde el primer día, con capacitación y soporte.',
    ],
    points: [
      'Terminales táctiles y computadoras de punto de venta',
      'Impresoras térmicas de recibos y etiquetas',
      'Facturación electrónica conforme a la normativa del SRI',
      'Control de inventario por sucursal y reportes de ventas',
    ],
    image: img.posTerminal,
  },
  {
    id: 'pantallas-interactivas-y-kioscos',
    title: 'Pantallas interactivas y kioscos',
    paragraphs: [
      'Instalamos pantallas interactivas de 65 a 86 pulgadas para aulas, salas de capacitación y salas de reuniones. Reemplazan al pizarrón y al proyector con una superficie táctil que varias personas pueden usar a la vez.',
      'Para la atención al público ofrecemos kioscos de autoservicio, sistemas de turnos y cartelería digital gestionada en red. Son ideales para bancos, cooperativas, hospitales, municipios y centros comerciales.',
    ],
    points: [
      'Pantallas interactivas 4K con tecnología táctil multipunto',
      'Kioscos para turnos, pagos, directorios y encuestas',
      'Cartelería digital con contenidos programados por horario',
      'Soportes de pared, de piso y con ruedas',
    ],
    image: img.kiosk,
  },
  {
    id: 'redes-y-networking',
    title: 'Redes y networking',
    paragraphs: [
      'Toda solución tecnológica depende de una buena red. Diseñamos e instalamos cableado estructurado categoría 6 y 6A, enlaces de fibra óptica y redes Wi-Fi 6 con cobertura medida en cada ambiente.',
      'Configuramos switches administrables, VLAN para separar cámaras, telefonía e invitados, y firewalls con VPN para el trabajo remoto. Entregamos cada punto de red certificado y etiquetado, con su documentación.',
    ],
    points: [
      'Cableado estructurado certificado y etiquetado',
      'Wi-Fi empresarial con roaming y portal para invitados',
      'Fibra óptica entre edificios y enlaces inalámbricos punto a punto',
      'Firewall, VPN y segmentación de la red',
    ],
    image: img.networkRack,
  },
  {
    id: 'soluciones-para-pymes',
    title: 'Soluciones para pymes',
    paragraphs: [
      'Las pequeñas y medianas empresas necesitan tecnología confiable sin la complejidad de un gran corporativo. Armamos paquetes escalables de cámaras, red Wi-Fi, punto de venta, facturación electrónica y respaldo de información.',
      'Empezamos por lo indispensable y dejamos la infraestructura preparada para crecer cuando su negocio lo requiera. Un solo contacto atiende sus dudas, visitas técnicas y mantenimientos.',
    ],
    points: [
      'Cámaras con acceso desde el celular para tiendas y oficinas',
      'Red Wi-Fi separada para clientes y para el negocio',
      'Punto de venta con facturación electrónica',
      'Respaldo de información y licencias de software originales',
      'Planes de mantenimiento preventivo',
    ],
    image: img.smallShop,
  },
  {
    id: 'soluciones-empresariales',
    title: 'Soluciones empresariales',
    paragraphs: [
      'Para corporaciones, industrias e instituciones con varias sedes diseñamos infraestructura centralizada. Incluye redes con administración unificada, control de acceso y videovigilancia multisede, salas de videoconferencia y centros de datos.',
      'Trabajamos con cronogramas acordados, documentación completa y acuerdos de nivel de servicio que fijan los tiempos de respuesta. Nuestro equipo coordina con su área de tecnología para cumplir sus políticas de seguridad.',
    ],
    points: [
      'Gestión centralizada de sedes y sucursales',
      'Acuerdos de nivel de servicio con tiempos de respuesta definidos',
      'Salas de reuniones y videoconferencia para Microsoft Teams y Zoom',
      'Cuartos de equipos con climatización y energía de respaldo',
    ],
    image: img.officeBuilding,
  },
  {
    id: 'sector-salud',
    title: 'Sistemas para el sector salud',
    paragraphs: [
      'Consultorios, centros médicos, laboratorios clínicos y clínicas necesitan tecnología que proteja a pacientes y personal y que funcione sin interrupciones. Implementamos redes confiables para la historia clínica electrónica, videovigilancia y control de acceso a farmacias y bodegas de insumos.',
      'Los sistemas de turnos con pantallas y kioscos ordenan la atención en la sala de espera. Las alarmas de temperatura protegen las vacunas y los medicamentos que requieren cadena de frío.',
    ],
    points: [
      'Gestión de turnos con kioscos y pantallas en sala de espera',
      'Control de acceso a farmacias, bodegas y áreas restringidas',
      'Redes seguras para la historia clínica electrónica',
      'Monitoreo de temperatura de refrigeradores con alertas al celular',
    ],
    image: img.clinic,
  },
  {
    id: 'soluciones-hospitalarias',
    title: 'Soluciones hospitalarias',
    paragraphs: [
      'En hospitales y clínicas con internación instalamos sistemas de llamado de enfermería que comunican cada cama y cada baño con la estación de enfermería. El sistema registra el tiempo de atención de cada llamado, un dato útil para la gestión de calidad.',
      'Complementamos la operación con control de acceso a quirófanos, unidades de cuidados intensivos y neonatología. Sumamos videovigilancia en accesos y pasillos, y redes Wi-Fi de alta densidad para los equipos médicos y el personal.',
    ],
    points: [
      'Llamado de enfermería con pulsadores en cama y en baño',
      'Pantallas y alertas en la estación de enfermería',
      'Control de acceso a quirófanos, UCI y neonatología',
      'Wi-Fi de alta densidad para equipos médicos y personal',
      'Energía de respaldo para sistemas críticos',
    ],
    image: img.nurseCall,
  },
  {
    id: 'soluciones-para-laboratorios',
    title: 'Soluciones para laboratorios',
    paragraphs: [
      'Los laboratorios clínicos, industriales y universitarios manejan muestras, reactivos y equipos que exigen control estricto. Restringimos el acceso a cada área con lectores biométricos o de tarjeta, y guardamos el registro de quién ingresó y a qué hora.',
      'Monitoreamos en línea la temperatura y la humedad de cámaras frías, incubadoras y bodegas de reactivos, con alertas inmediatas. Los registros respaldan la trazabilidad que piden las auditorías y acreditaciones como la ISO/IEC 17025.',
    ],
    points: [
      'Control de acceso biométrico por área y por horario',
      'Monitoreo de temperatura y humedad con registro histórico',
      'Videovigilancia de áreas de muestras y reactivos',
      'UPS para equipos sensibles y sistemas de registro',
    ],
    image: img.labDoor,
  },
];
