import { catalogueImages as img } from './catalogueImages';
import { company } from './company';
import type { AboutSlide } from './types';

/** /Nosotros: its hero, the short story and the heading and controls of the carousel below. */
export const aboutPage = {
  metaTitle: 'Quiénes somos',
  hero: {
    eyebrow: 'Quiénes somos',
    title: 'Tecnología bien instalada, con soporte cerca de usted',
    lead: `${company.name} diseña, instala y mantiene soluciones de domótica, seguridad electrónica, redes y energía solar para hogares y empresas del Austro ecuatoriano.`,
    image: img.officeBuilding,
  },
  story: {
    eyebrow: 'Nuestra historia',
    title: 'Una empresa del Austro, con soporte cercano',
    paragraphs: [
      `${company.shortName} nació en Cuenca con una idea sencilla: que las familias y las empresas de la región tengan acceso a la misma tecnología que usan las grandes ciudades, instalada con criterio técnico y respaldada por un equipo que responde cuando se lo necesita.`,
      'Atendemos proyectos en Azuay, Cañar, Loja, El Oro y Morona Santiago: desde la cerradura inteligente de un departamento hasta la red, las cámaras y el control de acceso de una fábrica, un colegio o una clínica. Cada trabajo empieza con una visita técnica y termina con la capacitación de quienes van a usar el sistema.',
      'Nuestro equipo es multidisciplinario: técnicos electrónicos, eléctricos y de redes, formados y certificados en los programas de los fabricantes que instalamos. Trabajamos con equipos originales, garantía válida en Ecuador y documentación completa de cada instalación.',
    ],
  },
  values: {
    eyebrow: 'Lo que nos guía',
    title: 'Misión, visión y valores',
    /** Name of the carousel region. */
    label: 'Misión, visión y valores corporativos',
    /** Name of each slide, read by screen readers. */
    slidePosition: (position: number, count: number) => `${position} de ${count}`,
    /** The carousel's controls and roles, as screen readers and the pause button say them. */
    controls: {
      roleDescription: 'carrusel',
      slideRoleDescription: 'diapositiva',
      pause: 'Pausar rotación automática',
      resume: 'Reanudar rotación automática',
      previous: 'Diapositiva anterior',
      next: 'Diapositiva siguiente',
      indicators: 'Elegir diapositiva',
    },
  },
};

/** The three slides of the /Nosotros carousel, in this order. */
export const aboutSlides: AboutSlide[] = [
  {
    id: 'mision',
    title: 'Misión',
    text: 'Brindar a hogares y empresas del Austro soluciones tecnológicas integrales —domótica, seguridad electrónica, redes, energía solar y sistemas empresariales— diseñadas a la medida de cada necesidad, instaladas con calidad profesional y respaldadas por un soporte técnico cercano y oportuno.',
  },
  {
    id: 'vision',
    title: 'Visión',
    text: 'Ser el integrador tecnológico de referencia en el sur del Ecuador, reconocido por la confiabilidad de sus instalaciones, la preparación de su equipo y su aporte a la transformación digital y energética de las empresas, instituciones y familias de la región.',
  },
  {
    id: 'valores',
    title: 'Valores corporativos',
    text: 'Estos principios guían cada proyecto, desde la primera visita técnica hasta el soporte posterior a la entrega.',
    values: [
      {
        name: 'Innovación',
        description:
          'Evaluamos e incorporamos tecnologías nuevas solo cuando aportan un beneficio real y comprobable a nuestros clientes.',
      },
      {
        name: 'Excelencia técnica',
        description:
          'Diseñamos, instalamos y documentamos cada sistema según las normas vigentes y las especificaciones de cada fabricante.',
      },
      {
        name: 'Responsabilidad ambiental',
        description:
          'Promovemos la eficiencia energética y la energía solar, y gestionamos de forma responsable los equipos y baterías que retiramos.',
      },
      {
        name: 'Orientación al cliente',
        description:
          'Escuchamos antes de proponer y acompañamos a cada cliente después de la entrega, con tiempos de respuesta claros.',
      },
      {
        name: 'Confianza y transparencia',
        description:
          'Presentamos propuestas claras, sin costos ocultos, y tratamos la información de cada instalación con estricta confidencialidad.',
      },
      {
        name: 'Transformación digital',
        description:
          'Ayudamos a empresas e instituciones a digitalizar sus procesos con redes, automatización y software que simplifican su trabajo diario.',
      },
    ],
  },
];
