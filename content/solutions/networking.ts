import type { ImageAsset, SolutionPageContent } from '../types';

const heroImage: ImageAsset = {
  src: '/illustrations/services/redes-hero.svg',
  width: 640,
  height: 400,
  alt: 'Gabinete de red ordenado con patch panels, switches con luces de actividad y cables organizados, conectado a un punto de acceso Wi-Fi.',
};

export const content: SolutionPageContent = {
  eyebrow: 'Soluciones de conectividad',
  title: 'Redes y networking empresarial',
  lead: 'Diseñamos, instalamos y certificamos la red de su empresa de punta a punta: cableado estructurado, fibra óptica, Wi-Fi empresarial, switching, routing y seguridad perimetral. Entregamos una infraestructura documentada, segmentada y monitoreada, lista para crecer con su negocio.',
  heroImage,
  whatsappMessage: 'Hola, me interesa una solución de redes y networking para mi empresa. ¿Podrían asesorarme?',
  ctaLabel: 'Solicitar asesoría en redes',
  gallery: {
    heading: 'Una red completa, capa por capa',
    intro:
      'Cada proyecto empieza con un levantamiento en sitio: recorremos el edificio, medimos distancias y cobertura, y revisamos los servicios que viajarán por la red, desde la facturación electrónica del SRI hasta las cámaras y la telefonía IP.',
    items: [
      {
        src: '/illustrations/services/redes-1.svg',
        width: 640,
        height: 400,
        alt: 'Rack de piso con patch panels, organizadores verticales de cable, switches, un router, un servidor y un UPS en la base.',
        caption:
          'Racks y cuartos de telecomunicaciones ordenados: patch panels, organizadores, switches y UPS en su lugar, con cada punto etiquetado según ANSI/TIA-606 para ubicar cualquier conexión en segundos.',
      },
      {
        src: '/illustrations/services/redes-2.svg',
        width: 640,
        height: 400,
        alt: 'Cable de red conectado desde una toma de pared a un certificador de cableado portátil que muestra una prueba aprobada con una marca de verificación.',
        caption:
          'Cableado estructurado Cat6 y Cat6A certificado punto por punto con equipo de certificación, según ANSI/TIA-568 e ISO/IEC 11801; usted recibe el reporte de cada enlace.',
      },
      {
        src: '/illustrations/services/redes-3.svg',
        width: 640,
        height: 400,
        alt: 'Caja de empalme de fibra óptica abierta con bandejas de fusión y fibras de colores enrutadas hacia conectores.',
        caption:
          'Fibra óptica monomodo y multimodo para enlaces entre pisos, bodegas y edificios: empalmes por fusión, distribuidores ópticos y pruebas con OTDR y medidor de potencia.',
      },
      {
        src: '/illustrations/services/redes-4.svg',
        width: 640,
        height: 400,
        alt: 'Punto de acceso Wi-Fi circular montado en el techo emitiendo ondas de señal hacia una computadora portátil, un celular y una tableta sobre una mesa.',
        caption:
          'Wi-Fi 6, 6E y 7 empresarial con estudio de cobertura previo, roaming sin cortes y redes separadas para personal, invitados y dispositivos, ideal para hoteles, colegios y clínicas.',
      },
      {
        src: '/illustrations/services/redes-5.svg',
        width: 640,
        height: 400,
        alt: 'Firewall con escudo entre la nube de internet y un edificio de oficinas, con un túnel VPN que une dos sedes.',
        caption:
          'Firewalls UTM y seguridad perimetral: filtrado web, prevención de intrusiones, VPN entre sucursales y acceso remoto seguro para el personal que trabaja fuera de la oficina.',
      },
      {
        src: '/illustrations/services/redes-6.svg',
        width: 640,
        height: 400,
        alt: 'Monitor con un panel de supervisión de red que muestra un mapa de equipos conectados, gráficos de tráfico y una alerta.',
        caption:
          'Monitoreo de red permanente: disponibilidad de enlaces, consumo de ancho de banda y alertas tempranas antes de que una falla detenga la operación de su empresa.',
      },
    ],
  },
  featureCard: {
    heading: 'Alcance de nuestros servicios de red',
    intro:
      'Trabajamos con Cisco, Ubiquiti, MikroTik, Fortinet, HPE Aruba Networking, Ruckus, Furukawa Electric y Panduit, y elegimos los equipos según el tamaño, el presupuesto y el crecimiento previsto de su empresa.',
    lists: [
      {
        title: 'Cableado estructurado y fibra óptica',
        items: [
          'Diseño según ANSI/TIA-568, TIA-569 y TIA-606 e ISO/IEC 11801',
          'Cableado Cat6 y Cat6A certificado, con reporte de cada punto',
          'Fibra óptica monomodo OS2 y multimodo OM3/OM4 entre pisos y edificios',
          'Empalmes por fusión, ODF y pruebas con OTDR',
          'Canaletas, bandejas portacables y ductos ordenados y rotulados',
          'Planos de la instalación final y etiquetado de cada punto de red',
        ],
      },
      {
        title: 'Wi-Fi empresarial y switching',
        items: [
          'Estudio de cobertura y mapas de calor antes y después de instalar',
          'Puntos de acceso Wi-Fi 6, 6E y Wi-Fi 7 con gestión centralizada',
          'Portal cautivo para huéspedes, clientes y visitantes',
          'Switches administrables de capa 2 y capa 3, con apilamiento',
          'PoE+ y PoE++ para cámaras, teléfonos IP y puntos de acceso',
          'VLANs para separar administración, voz, cámaras e invitados',
        ],
      },
      {
        title: 'Routing, firewall y VPN',
        items: [
          'Firewalls UTM con prevención de intrusiones, antivirus y filtrado web',
          'Doble proveedor de internet con balanceo de carga y conmutación automática',
          'VPN sitio a sitio entre matriz, sucursales y bodegas',
          'Acceso remoto seguro para teletrabajo',
          'Políticas de acceso por usuario, área y horario',
          'Enrutamiento entre VLANs y calidad de servicio para voz y video',
        ],
      },
      {
        title: 'Centro de datos, monitoreo y mantenimiento',
        items: [
          'Organización de racks, cuartos de telecomunicaciones y pequeños centros de datos',
          'UPS, PDU y respaldo eléctrico dimensionados para sus equipos',
          'Monitoreo con SNMP y alertas por correo o mensaje',
          'Mantenimiento preventivo y actualización de firmware programada',
          'Respaldo de configuraciones y documentación de la red',
          'Soporte técnico en sitio en Cuenca y remoto para sus sucursales',
        ],
      },
    ],
  },
};
