import type { ImageAsset, SolutionPageContent } from '../types';

const heroImage: ImageAsset = {
  src: '/illustrations/services/licencias-hero.svg',
  width: 640,
  height: 400,
  alt: 'Laptop con una llave de licencia, una nube de suscripciones y un escudo de protección con marca de verificación.',
};

export const content: SolutionPageContent = {
  eyebrow: 'Software original y soporte',
  title: 'Licenciamiento de software',
  lead: 'Le ayudamos a licenciar correctamente el software con el que trabaja su empresa: suscripciones de productividad, servidores, seguridad y respaldo, además de programas especializados de ingeniería, diseño, contabilidad y videovigilancia. Revisamos lo que ya tiene instalado, le proponemos el modelo de licencia más conveniente y administramos las renovaciones para que nunca quede sin cobertura ni expuesto a sanciones.',
  heroImage,
  whatsappMessage: 'Hola, me interesa el licenciamiento de software para mi empresa. ¿Podrían asesorarme?',
  ctaLabel: 'Solicitar asesoría de licenciamiento',
  gallery: {
    heading: 'Servicios de licenciamiento y software especializado',
    intro:
      'Trabajamos en dos frentes: las licencias y suscripciones que toda empresa necesita para operar, y el software especializado de cada profesión. En ambos casos entregamos licencias originales, con instalación, activación y soporte local.',
    items: [
      {
        src: '/illustrations/services/licencias-1.svg',
        width: 640,
        height: 400,
        alt: 'Nube con mosaicos de aplicaciones conectada a una laptop, un teléfono celular y una tableta.',
        caption:
          'Microsoft 365 reúne correo con el dominio de su empresa, Teams, OneDrive y las aplicaciones de Office en una suscripción mensual o anual por usuario. Nos encargamos de la migración del correo, la seguridad de las cuentas y las altas y bajas de usuarios.',
      },
      {
        src: '/illustrations/services/licencias-2.svg',
        width: 640,
        height: 400,
        alt: 'Servidor con varias máquinas virtuales representadas como ventanas apiladas y una flecha circular de respaldo hacia una nube.',
        caption:
          'Licenciamos Windows Server por núcleos con sus licencias de acceso de cliente (CAL), la virtualización con VMware vSphere y el software de respaldo que copia sus servidores y máquinas virtuales a un disco local y a la nube.',
      },
      {
        src: '/illustrations/services/licencias-3.svg',
        width: 640,
        height: 400,
        alt: 'Escudo con una marca de verificación que protege una laptop, un computador de escritorio y un servidor conectados a él.',
        caption:
          'Antivirus y EDR de Kaspersky y Fortinet administrados desde una consola central: detectan ransomware, aíslan equipos comprometidos y le avisan de inmediato. Incluye el despliegue en cada equipo y la revisión periódica de políticas.',
      },
      {
        src: '/illustrations/services/licencias-4.svg',
        width: 640,
        height: 400,
        alt: 'Portapapeles con una lista de verificación y una lupa sobre tarjetas de licencias con llaves.',
        caption:
          'La auditoría de licencias compara el software instalado en cada equipo con las licencias que su empresa posee. El informe señala faltantes, licencias pagadas que nadie usa y el plan para regularizarlas antes de una inspección.',
      },
      {
        src: '/illustrations/services/licencias-5.svg',
        width: 640,
        height: 400,
        alt: 'Monitor con el plano de planta de un edificio en un programa CAD junto a una vista tridimensional del modelo.',
        caption:
          'AutoCAD, Revit, Civil 3D e Inventor de Autodesk, en suscripciones individuales o en colecciones para arquitectura, ingeniería, construcción y manufactura. Verificamos que cada estación de trabajo cumpla los requisitos de la versión que usará.',
      },
      {
        src: '/illustrations/services/licencias-6.svg',
        width: 640,
        height: 400,
        alt: 'Monitor con una cuadrícula de vistas de cámaras de seguridad en un software de videovigilancia, junto a una llave de licencia.',
        caption:
          'Licencias por canal de cámara para plataformas VMS como HikCentral de Hikvision, DSS de Dahua o Axis Camera Station, para ampliar su sistema de videovigilancia sin cambiar de software ni perder las grabaciones.',
      },
    ],
  },
  featureCard: {
    heading: 'Cómo le acompañamos con su software',
    intro:
      'Una parte del trabajo es administrativa, que cada licencia sea original, esté a nombre de su empresa y siga vigente, y otra es técnica, que el software quede instalado, configurado y respaldado.',
    lists: [
      {
        title: 'Servicios de licenciamiento',
        items: [
          'Microsoft 365 Business Basic, Standard y Premium, con migración de correo desde su servidor actual',
          'Windows 11 Pro, Windows Server y SQL Server, con sus licencias de acceso de cliente (CAL)',
          'Antivirus y EDR con consola central para computadores, servidores y celulares',
          'Respaldo de servidores, máquinas virtuales y cuentas de Microsoft 365',
          'Virtualización con VMware vSphere en el modelo de suscripción vigente',
          'Licencias perpetuas, suscripciones anuales y contratos por volumen según el tamaño de su empresa',
        ],
      },
      {
        title: 'Auditoría, cumplimiento y renovaciones',
        items: [
          'Inventario del software instalado en cada computador y servidor',
          'Comparación con facturas y contratos para detectar faltantes y licencias sin uso',
          'Regularización del software sin licencia conforme al Código Ingenios, que protege los derechos de autor del software',
          'Calendario de vencimientos con avisos 30 días antes de cada renovación',
          'Migración de licencias perpetuas a suscripciones o de una edición a otra',
          'Informes para auditorías internas, externas o de casa matriz',
        ],
      },
      {
        title: 'Software especializado',
        items: [
          'Autodesk AutoCAD, Revit, Civil 3D e Inventor, individuales o en colecciones AEC y de manufactura',
          'Programas de diseño gráfico, edición de video y modelado 3D para agencias y estudios',
          'Sistemas contables y ERP con facturación electrónica del SRI, nómina e inventarios',
          'Licencias de plataformas VMS y analítica de video por canal de cámara',
          'Zoom Workplace y Zoom Rooms para reuniones, salas y seminarios web',
          'Instalación, activación y capacitación inicial en cada estación de trabajo',
        ],
      },
    ],
  },
};
