import type { ImageAsset, SolutionPageContent } from '../types';

const heroImage: ImageAsset = {
  src: '/illustrations/services/solar-hero.svg',
  width: 640,
  height: 400,
  alt: 'Casa de estilo cuencano con paredes blancas, balcón y techo de teja sobre el que se instala un arreglo de paneles solares bajo el sol.',
};

export const content: SolutionPageContent = {
  eyebrow: 'Energía renovable',
  title: 'Sistemas de energía solar fotovoltaica',
  lead: 'Dimensionamos su sistema solar a partir de su planilla eléctrica: conectado a la red para reducir lo que paga cada mes, híbrido con baterías para seguir funcionando durante los cortes, o aislado para fincas y propiedades rurales sin red. Nos encargamos del diseño, la instalación, los trámites con la distribuidora y el mantenimiento.',
  heroImage,
  whatsappMessage: 'Hola, me interesa un sistema de energía solar para mi hogar o empresa. ¿Podrían asesorarme?',
  ctaLabel: 'Cotizar mi sistema solar',
  gallery: {
    heading: 'Un sistema para cada necesidad',
    intro:
      'Cuenca recibe en promedio entre 4 y 4,5 horas solares pico al día. Con ese dato, su consumo mensual y el espacio disponible en su techo, calculamos cuántos paneles necesita y cuánto producirán.',
    items: [
      {
        src: '/illustrations/services/solar-1.svg',
        width: 640,
        height: 400,
        alt: 'Paneles solares conectados a un inversor y a un medidor bidireccional que intercambia energía con la red eléctrica.',
        caption:
          'Sistemas conectados a la red con medidor bidireccional: la energía que usted no consume se entrega a la red y se compensa en su planilla mediante balance neto, según la regulación de generación distribuida para autoabastecimiento.',
      },
      {
        src: '/illustrations/services/solar-2.svg',
        width: 640,
        height: 400,
        alt: 'Inversor híbrido montado en la pared junto a un banco de baterías de litio con indicadores de carga.',
        caption:
          'Sistemas híbridos con inversor y baterías de litio LiFePO4: aprovechan el sol durante el día y mantienen encendidos refrigeradoras, iluminación, red y equipos críticos cuando se corta la energía.',
      },
      {
        src: '/illustrations/services/solar-3.svg',
        width: 640,
        height: 400,
        alt: 'Vivienda rural entre montañas con paneles solares sobre una estructura en el suelo y un tanque de agua.',
        caption:
          'Sistemas aislados para fincas, haciendas y propiedades rurales sin acceso a la red: energía para iluminación, bombeo de agua, cercas eléctricas y comunicaciones.',
      },
      {
        src: '/illustrations/services/solar-4.svg',
        width: 640,
        height: 400,
        alt: 'Celular con una aplicación de monitoreo solar que muestra la producción diaria en un gráfico de barras, el estado de la batería y el consumo de la casa, junto a un panel solar conectado.',
        caption:
          'Monitoreo desde el celular: vea la producción de cada día, el consumo de su casa o negocio y el estado de las baterías, y reciba una alerta si algo baja de lo esperado.',
      },
    ],
  },
  featureCard: {
    heading: 'Del análisis de su planilla al mantenimiento del sistema',
    intro:
      'Un sistema fotovoltaico bien diseñado dura más de 25 años. Por eso cuidamos cada etapa, desde el cálculo inicial hasta el mantenimiento.',
    lists: [
      {
        title: 'Sistemas que instalamos',
        items: [
          'Conectados a la red con medidor bidireccional y balance neto',
          'Híbridos con baterías de litio para respaldo ante cortes de energía',
          'Aislados para fincas y propiedades rurales',
          'Bombeo solar de agua para riego y abrevaderos',
          'Calentamiento solar de agua como complemento opcional',
          'Paneles monocristalinos de Jinko Solar y Canadian Solar con inversores Fronius, Huawei, Growatt y Victron Energy',
        ],
      },
      {
        title: 'Diseño y trámites',
        items: [
          'Dimensionamiento a partir de sus planillas de los últimos 12 meses',
          'Visita técnica para evaluar techo, orientación, sombras y tablero eléctrico',
          'Estructuras de aluminio para teja, losa, cubierta metálica o suelo',
          'Trámite de factibilidad y conexión ante la Empresa Eléctrica Regional Centro Sur',
          'Diseño conforme a la regulación vigente de ARCONEL para generación distribuida y a la norma NEC de instalaciones eléctricas',
        ],
      },
      {
        title: 'Monitoreo y mantenimiento',
        items: [
          'Aplicación de monitoreo con producción, consumo y estado de baterías',
          'Limpieza de paneles y revisión de conexiones y protecciones',
          'Termografía para detectar celdas o conectores con fallas',
          'Actualización del firmware del inversor',
          'Informe de producción frente a lo proyectado',
        ],
      },
    ],
  },
};
