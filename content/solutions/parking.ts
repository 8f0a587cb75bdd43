import type { ImageAsset, SolutionPageContent } from '../types';

const heroImage: ImageAsset = {
  src: '/illustrations/services/parqueaderos-hero.svg',
  width: 640,
  height: 400,
  alt: 'Entrada de un parqueadero cubierto con un letrero de disponibilidad, un dispensador de tickets y una barrera vehicular que se levanta ante un automóvil.',
};

export const content: SolutionPageContent = {
  eyebrow: 'Control vehicular y movilidad',
  title: 'Parqueaderos inteligentes',
  lead: 'Automatizamos el ingreso, la permanencia y la salida de vehículos en centros comerciales, clínicas, edificios de oficinas y conjuntos residenciales. Integramos barreras, cámaras de lectura de placas, cobro automático y guiado de plazas en un solo sistema que emite la factura electrónica del SRI y le entrega reportes de ocupación e ingresos en tiempo real.',
  heroImage,
  whatsappMessage: 'Hola, me interesa un sistema de parqueadero inteligente. ¿Podrían asesorarme?',
  ctaLabel: 'Solicitar asesoría para mi parqueadero',
  gallery: {
    heading: 'Cada etapa del recorrido, automatizada',
    intro:
      'Desde que el vehículo llega a la entrada hasta que sale con su comprobante, cada equipo cumple una función y todos reportan al mismo software de gestión. Antes de cotizar visitamos su parqueadero para medir carriles, pendientes, alturas y flujos en horas pico.',
    items: [
      {
        src: '/illustrations/services/parqueaderos-1.svg',
        width: 640,
        height: 400,
        alt: 'Barrera vehicular con el brazo levantado mientras un automóvil avanza por el carril de ingreso.',
        caption:
          'Barreras vehiculares CAME y FAAC de uso intensivo, con brazos de 3 a 6 metros y apertura desde 1,5 segundos. Lazos inductivos y fotocélulas impiden que el brazo baje sobre un vehículo o un peatón.',
      },
      {
        src: '/illustrations/services/parqueaderos-2.svg',
        width: 640,
        height: 400,
        alt: 'Cámara de lectura de placas montada en un poste que enfoca con su haz la placa delantera de un automóvil.',
        caption:
          'Cámaras LPR con iluminación infrarroja leen las placas ecuatorianas de día y de noche, incluso con la lluvia de Cuenca. La lectura abre la barrera a los vehículos autorizados y vincula cada placa con su ticket para evitar cambios de vehículo a la salida.',
      },
      {
        src: '/illustrations/services/parqueaderos-3.svg',
        width: 640,
        height: 400,
        alt: 'Dispensador de tickets que entrega un ticket con código de barras junto a una estación de pago automático con pantalla, ranura para billetes y lector de tarjetas.',
        caption:
          'El dispensador entrega un ticket con código QR o de barras al pulsar el botón, y la estación de pago automático cobra con efectivo, devuelve el cambio y acepta tarjetas sin contacto. El conductor paga en segundos y sale sin hacer fila en la caja.',
      },
      {
        src: '/illustrations/services/parqueaderos-4.svg',
        width: 640,
        height: 400,
        alt: 'Sensores en el techo con luces verdes sobre plazas libres y rojas sobre plazas ocupadas, junto a un letrero de disponibilidad con flecha.',
        caption:
          'Un sensor ultrasónico sobre cada plaza enciende luz verde si está libre, roja si está ocupada y azul en las plazas preferenciales. Los letreros de cada nivel y cada pasillo indican cuántas plazas quedan y hacia dónde avanzar.',
      },
      {
        src: '/illustrations/services/parqueaderos-5.svg',
        width: 640,
        height: 400,
        alt: 'Lector RFID de largo alcance en un poste que detecta la etiqueta adhesiva del parabrisas de un vehículo de residente.',
        caption:
          'Residentes, personal y proveedores frecuentes ingresan sin detenerse: un lector RFID UHF identifica la etiqueta del parabrisas a varios metros y la barrera se abre sola. Cada etiqueta se activa, se limita por horario o se bloquea desde el software.',
      },
      {
        src: '/illustrations/services/parqueaderos-6.svg',
        width: 640,
        height: 400,
        alt: 'Monitor con el panel de gestión del parqueadero, con gráficos de ocupación e ingresos, junto a un comprobante electrónico con código QR.',
        caption:
          'El software de gestión centraliza tarifas, abonados, cierres de caja y reportes de ocupación por hora. Cada cobro genera su factura electrónica autorizada por el SRI, que el cliente recibe por correo o descarga desde un código QR.',
      },
    ],
  },
  featureCard: {
    heading: 'Qué incluye un proyecto de parqueadero inteligente',
    intro:
      'Diseñamos el sistema según el número de plazas, los accesos y el modelo de cobro de su parqueadero, y nos encargamos de la obra civil menor, el cableado, la configuración y la capacitación de su personal.',
    lists: [
      {
        title: 'Control de ingreso y salida',
        items: [
          'Barreras vehiculares de uso intensivo con brazo recto, articulado para techos bajos o con faldón',
          'Lazos inductivos y fotocélulas de seguridad contra el cierre sobre vehículos y peatones',
          'Cámaras LPR con lectura de placas ecuatorianas y listas blancas y negras',
          'Lectores RFID UHF y etiquetas de parabrisas para residentes, personal y proveedores',
          'Intercomunicador IP en cada carril para atender al conductor desde la caja',
          'Apertura manual y modo de emergencia ante cortes de energía',
        ],
      },
      {
        title: 'Cobro y facturación electrónica',
        items: [
          'Dispensadores de tickets con código QR o de barras',
          'Estaciones de pago automático con efectivo, devolución de cambio y tarjetas sin contacto',
          'Caja asistida para pérdidas de ticket, reclamos y casos especiales',
          'Tarifas por fracción, tarifa plana, nocturna y minutos de gracia',
          'Validación de tickets por locales comerciales, consultorios o convenios',
          'Abonados mensuales con control de vigencia y renovación',
          'Factura electrónica del SRI a nombre del cliente o como consumidor final',
        ],
      },
      {
        title: 'Guiado de plazas',
        items: [
          'Sensores ultrasónicos por plaza con indicador verde, rojo y azul',
          'Cámaras de guiado que supervisan varias plazas a la vez y ubican un vehículo por su placa',
          'Letreros LED de disponibilidad en la entrada, en cada nivel y en cada pasillo',
          'Plazas preferenciales para personas con discapacidad, mujeres embarazadas y adultos mayores',
          'Conteo de ingresos y salidas por nivel donde no se requiere un sensor por plaza',
        ],
      },
      {
        title: 'Software, reportes y soporte',
        items: [
          'Panel web con ocupación en tiempo real y alertas de barrera abierta o equipo desconectado',
          'Reportes de ingresos, permanencia promedio, horas pico y cierres de caja por turno',
          'Registro fotográfico de cada placa con fecha y hora de ingreso y salida',
          'Usuarios con permisos diferenciados para administradores, cajeros y guardias',
          'Integración con el CCTV y el control de acceso peatonal del edificio',
          'Mantenimiento preventivo y soporte técnico en Cuenca y el Austro',
        ],
      },
    ],
  },
};
