import type { ImageAsset, SolutionPageContent } from '../types';

const heroImage: ImageAsset = {
  src: '/illustrations/services/plataformas-hero.svg',
  width: 640,
  height: 400,
  alt: 'Plataforma central de atención conectada a los canales de mensajería, chat web, teléfono y correo electrónico, con un asistente virtual en el centro.',
};

export const content: SolutionPageContent = {
  eyebrow: 'Atención al cliente con inteligencia artificial',
  title: 'Plataformas de automatización y autoservicio omnicanal',
  lead: 'Sus clientes consultan, agendan y hacen seguimiento a sus pedidos por WhatsApp, chat web, teléfono o correo, a cualquier hora, y un asistente con inteligencia artificial responde con la información de su propia empresa. Usted decide si la plataforma vive en sus servidores o en la nube, y cuándo una conversación pasa a una persona de su equipo.',
  heroImage,
  whatsappMessage:
    'Hola, me interesa una plataforma de automatización y autoservicio omnicanal con inteligencia artificial para mi empresa. ¿Podrían asesorarme?',
  ctaLabel: 'Solicitar una demostración',
  gallery: {
    heading: 'Cómo atiende la plataforma',
    intro:
      'Partimos de las preguntas que su equipo responde todos los días y de los sistemas donde ya están los datos; con eso definimos los flujos, el tono del asistente y los casos que deben llegar a un agente.',
    items: [
      {
        src: '/illustrations/services/plataformas-1.svg',
        width: 640,
        height: 400,
        alt: 'Documentos de la empresa que alimentan a un asistente virtual y un celular con su conversación de chat, con burbujas de mensaje y botones de respuesta rápida.',
        caption:
          'Chatbots con inteligencia artificial generativa entrenados con sus manuales, catálogos y políticas: responden con la información de su empresa y, si no encuentran la respuesta, lo dicen y derivan el caso.',
      },
      {
        src: '/illustrations/services/plataformas-2.svg',
        width: 640,
        height: 400,
        alt: 'Calendario con una fecha marcada, un reloj y una notificación de cita confirmada.',
        caption:
          'Agendamiento de citas, consulta del estado de pedidos y apertura de tickets de soporte en la misma conversación, con confirmaciones y recordatorios automáticos.',
      },
      {
        src: '/illustrations/services/plataformas-3.svg',
        width: 640,
        height: 400,
        alt: 'Agente de atención al cliente con auriculares frente a una pantalla que recibe la conversación transferida por el asistente virtual.',
        caption:
          'Derivación a un agente humano con todo el historial: cuando el caso lo requiere, la persona de su equipo continúa la conversación sin pedir otra vez los datos al cliente.',
      },
      {
        src: '/illustrations/services/plataformas-4.svg',
        width: 640,
        height: 400,
        alt: 'Servidor propio en un rack a la izquierda y una nube a la derecha, unidos por una flecha de doble sentido, con un candado de protección de datos.',
        caption:
          'Instalación en sus propios servidores o en la nube: usted elige dónde se alojan las conversaciones y los datos personales, en línea con la Ley Orgánica de Protección de Datos Personales.',
      },
    ],
  },
  featureCard: {
    heading: 'Qué incluye la plataforma',
    intro:
      'Implementamos, integramos y acompañamos la operación: el asistente mejora con cada mes de conversaciones reales y reportes de su equipo.',
    lists: [
      {
        title: 'Canales de atención',
        items: [
          'WhatsApp Business Platform con número verificado de su empresa',
          'Chat web integrado en su sitio, con el estilo de su marca',
          'IVR de voz con reconocimiento del habla para su central telefónica',
          'Correo electrónico con clasificación y respuesta asistida',
          'Bandeja única para que su equipo atienda todos los canales',
        ],
      },
      {
        title: 'Autoservicio con inteligencia artificial',
        items: [
          'Asistente con IA generativa que responde a partir de sus propios documentos',
          'Agendamiento de citas para clínicas, talleres, consultorios y oficinas',
          'Consulta del estado de pedidos, envíos y facturas',
          'Apertura y seguimiento de tickets de soporte',
          'Encuestas de satisfacción al cerrar cada conversación',
          'Derivación a un agente humano por horario, tema o pedido del cliente',
        ],
      },
      {
        title: 'Integración, datos e implementación',
        items: [
          'Integración con su ERP, CRM y sistema de facturación mediante API',
          'Alojamiento en sus servidores o en la nube, a su elección',
          'Tratamiento de datos conforme a la Ley Orgánica de Protección de Datos Personales',
          'Paneles con volumen de consultas, tiempos de respuesta y temas frecuentes',
          'Capacitación a su equipo y ajuste continuo de respuestas y flujos',
        ],
      },
    ],
  },
};
