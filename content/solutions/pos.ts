import type { ImageAsset, SolutionPageContent } from '../types';

const heroImage: ImageAsset = {
  src: '/illustrations/services/pos-hero.svg',
  width: 640,
  height: 400,
  alt: 'Terminal punto de venta táctil sobre un mostrador con una impresora de recibos, un lector de códigos de barras y una gaveta de dinero.',
};

export const content: SolutionPageContent = {
  eyebrow: 'Punto de venta y facturación',
  title: 'Sistemas POS',
  lead: 'Implementamos puntos de venta completos para tiendas, restaurantes, farmacias, ferreterías y supermercados: terminales, impresoras, lectores, gavetas y el software que factura electrónicamente según las normas del SRI. Cobre más rápido, controle su inventario en tiempo real y cierre la caja sin cuadrar a mano.',
  heroImage,
  whatsappMessage: 'Hola, me interesa un sistema POS para mi negocio. ¿Podrían asesorarme?',
  ctaLabel: 'Cotizar mi punto de venta',
  gallery: {
    heading: 'Todo lo que necesita en el mostrador',
    intro:
      'Instalamos cada equipo, lo conectamos al software y dejamos la caja lista para facturar. Trabajamos con marcas que tienen repuestos y soporte en Ecuador.',
    items: [
      {
        src: '/illustrations/services/pos-1.svg',
        width: 640,
        height: 400,
        alt: 'Terminal punto de venta táctil con una segunda pantalla más pequeña orientada hacia el cliente.',
        caption:
          'Terminales táctiles todo en uno de 15 pulgadas, hechos para uso diario intenso, con visor de cliente que muestra el detalle de la compra y el total a pagar.',
      },
      {
        src: '/illustrations/services/pos-2.svg',
        width: 640,
        height: 400,
        alt: 'Impresora térmica que entrega un recibo, sobre una gaveta de dinero abierta con billetes y monedas.',
        caption:
          'Impresoras térmicas de 80 mm de Epson, Star Micronics o Bixolon con corte automático, y gavetas de dinero que se abren solo al registrar una venta.',
      },
      {
        src: '/illustrations/services/pos-3.svg',
        width: 640,
        height: 400,
        alt: 'Lector de códigos de barras de mano que proyecta su haz sobre el código de una caja de producto.',
        caption:
          'Lectores de códigos de barras y QR de mano o de sobremesa, de Honeywell y Zebra, que leen etiquetas arrugadas o el código en la pantalla del celular del cliente.',
      },
      {
        src: '/illustrations/services/pos-4.svg',
        width: 640,
        height: 400,
        alt: 'Monitor con una factura electrónica que se envía como comprobante a un teléfono celular, con una marca de verificación de autorización.',
        caption:
          'El software emite facturas, notas de crédito y retenciones electrónicas con la firma electrónica de su empresa, obtiene la autorización del SRI en línea y envía el comprobante al correo del cliente.',
      },
    ],
  },
  featureCard: {
    heading: 'Un punto de venta completo para su negocio',
    intro:
      'Configuramos el sistema según su régimen tributario, sus productos y su forma de trabajar, y capacitamos a su personal para que facture desde el primer día.',
    lists: [
      {
        title: 'Equipos de punto de venta',
        items: [
          'Terminales táctiles todo en uno y computadores compactos',
          'Impresoras térmicas de recibos y de comandas para cocina',
          'Lectores de códigos de barras 1D y 2D, inalámbricos o de sobremesa',
          'Gavetas de dinero con apertura automática',
          'Visores de cliente y pantallas secundarias',
          'Balanzas conectadas al POS para fruterías, carnicerías y supermercados',
          'Impresoras de etiquetas Zebra para precios y códigos de barras',
        ],
      },
      {
        title: 'Software y facturación electrónica',
        items: [
          'Facturas, notas de crédito, guías de remisión y retenciones electrónicas autorizadas por el SRI',
          'Configuración para régimen general y RIMPE',
          'Inventario en tiempo real con alertas de existencias mínimas',
          'Cierres de caja por turno y por cajero',
          'Reportes de ventas por producto, vendedor y horario',
          'Cobros en efectivo, con tarjeta, por transferencia o con código QR',
        ],
      },
      {
        title: 'Por tipo de negocio',
        items: [
          'Restaurantes y cafeterías: mesas, comandas a cocina, división de cuentas y 10 % de servicio',
          'Tiendas y almacenes: tallas, colores, promociones y clientes frecuentes',
          'Farmacias: lotes, fechas de caducidad y búsqueda por principio activo',
          'Ferreterías y distribuidoras: listas de precios por cliente y ventas a crédito',
          'Supermercados y minimarkets: varias cajas, balanzas y productos por peso',
          'Instalación, capacitación y soporte técnico en Cuenca',
        ],
      },
    ],
  },
};
