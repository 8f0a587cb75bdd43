import type { ImageAsset, SolutionPageContent } from '../types';

const heroImage: ImageAsset = {
  src: '/illustrations/services/computo-hero.svg',
  width: 640,
  height: 400,
  alt: 'Escritorio con un monitor que muestra una videollamada de cuatro participantes, una cámara sobre el monitor, una laptop abierta y un altavoz de conferencia.',
};

export const content: SolutionPageContent = {
  eyebrow: 'Equipamiento y colaboración',
  title: 'Cómputo y videoconferencia',
  lead: 'Equipamos oficinas, consultorios, colegios y empresas con computadores de escritorio, portátiles, estaciones de trabajo y servidores de marcas reconocidas, configurados y listos para usar. También convertimos sus salas de reuniones en espacios de videoconferencia donde una reunión de Teams, Zoom o Meet empieza con un solo toque.',
  heroImage,
  whatsappMessage: 'Hola, me interesan equipos de cómputo y una sala de videoconferencia. ¿Podrían asesorarme?',
  ctaLabel: 'Cotizar equipos y salas',
  gallery: {
    heading: 'Equipos para cada puesto y cada sala',
    intro:
      'Elegimos cada equipo según la tarea: una recepción no necesita lo mismo que un estudio de arquitectura o una sala de directorio. Usted recibe los equipos instalados, probados y documentados.',
    items: [
      {
        src: '/illustrations/services/computo-1.svg',
        width: 640,
        height: 400,
        alt: 'Computador de escritorio con monitor, teclado y mouse junto a una laptop abierta.',
        caption:
          'Computadores de escritorio, todo en uno y portátiles HP, Dell y Lenovo con Windows 11 Pro, discos SSD y garantía del fabricante. Los entregamos con su software instalado, sus datos migrados y unidos a la red de su empresa.',
      },
      {
        src: '/illustrations/services/computo-2.svg',
        width: 640,
        height: 400,
        alt: 'Estación de trabajo con dos monitores que muestran un modelo tridimensional, junto a un servidor en torre.',
        caption:
          'Estaciones de trabajo con tarjetas gráficas profesionales para CAD, BIM, renderizado y edición de video, y servidores en torre o en rack con discos redundantes para archivos, bases de datos y sistemas contables.',
      },
      {
        src: '/illustrations/services/computo-3.svg',
        width: 640,
        height: 400,
        alt: 'Sala de reuniones con mesa y sillas frente a una pantalla grande con una videollamada y una barra de cámara sobre la pantalla.',
        caption:
          'Salas con barras de video Logitech, Poly o Yealink, micrófonos de mesa o de techo y pantallas de 55 a 86 pulgadas. Un controlador táctil en la mesa inicia la reunión agendada de Teams, Zoom o Meet con un solo toque.',
      },
      {
        src: '/illustrations/services/computo-4.svg',
        width: 640,
        height: 400,
        alt: 'Panel de reserva junto a la puerta de una sala de reuniones, con franjas de luz verde que indican que la sala está libre.',
        caption:
          'Los paneles de reserva junto a la puerta muestran la agenda de la sala, se sincronizan con los calendarios de Microsoft 365 o Google Workspace y encienden luz verde o roja según la sala esté libre u ocupada.',
      },
    ],
  },
  featureCard: {
    heading: 'Cómputo y salas de reuniones, de principio a fin',
    intro:
      'Nos encargamos de la selección, la configuración, la instalación y el soporte, para que su equipo trabaje desde el primer día sin perder tiempo con cables ni con ajustes.',
    lists: [
      {
        title: 'Equipos de cómputo',
        items: [
          'Computadores de escritorio y todo en uno para oficinas, recepciones y consultorios',
          'Portátiles empresariales livianos con garantía en sitio',
          'Estaciones de trabajo certificadas para Autodesk y software de ingeniería',
          'Servidores en torre y en rack con RAID, fuentes redundantes y administración remota',
          'Monitores, estaciones de acoplamiento, UPS y periféricos',
          'Imagen corporativa, antivirus y respaldo configurados antes de la entrega',
        ],
      },
      {
        title: 'Salas de reuniones y videoconferencia',
        items: [
          'Salas pequeñas de 4 a 6 personas con barra de video todo en uno',
          'Salas de directorio con cámaras que encuadran automáticamente a quien habla',
          'Altavoces y micrófonos con cancelación de eco y reducción de ruido',
          'Sistemas certificados para Microsoft Teams Rooms, Zoom Rooms y Google Meet',
          'Presentación inalámbrica desde laptops y celulares de los invitados',
          'Paneles de reserva de sala sincronizados con el calendario de la empresa',
        ],
      },
      {
        title: 'Instalación y soporte',
        items: [
          'Visita técnica para evaluar la sala, la iluminación y la acústica',
          'Cableado, montaje de pantallas y ocultamiento de cables',
          'Capacitación a los usuarios y al personal de sistemas',
          'Mantenimiento preventivo y soporte remoto o presencial en Cuenca',
          'Gestión de garantías directamente con el fabricante',
        ],
      },
    ],
  },
};
