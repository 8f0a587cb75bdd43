import type { ImageAsset } from './types';

/** Builds the asset of one drawing in `public/illustrations/catalogo/` (all are 640 × 400). */
function illustration(file: string, alt: string): ImageAsset {
  return { src: `/illustrations/catalogo/${file}.svg`, width: 640, height: 400, alt };
}

/**
 * The device and scene drawings shared by the catalogue, the products and the topic blocks of
 * /Servicios. Each drawing is described once here, so its alternative text always matches the picture.
 */
export const catalogueImages = {
  smartSwitch: illustration(
    'smart-switch',
    'Interruptor táctil inteligente de cuatro botones en la pared, con una lámpara encendida a un lado y un celular que lo controla por señal inalámbrica.',
  ),
  smartLock: illustration(
    'smart-lock',
    'Puerta principal con una cerradura inteligente de teclado y lector de huella, y un celular que muestra un candado para abrirla a distancia.',
  ),
  thermostat: illustration(
    'thermostat',
    'Termostato inteligente de dial redondo con un termómetro en pantalla, junto a un controlador de pared y un calefactor que irradia calor.',
  ),
  smartBlinds: illustration(
    'smart-blinds',
    'Ventana con una persiana motorizada a media altura y un control remoto inalámbrico con botones para subirla y bajarla.',
  ),
  hub: illustration(
    'hub',
    'Centro de control domótico unido por líneas punteadas a una bombilla, un sensor de temperatura, una cerradura, una cortina y un sensor de movimiento.',
  ),
  motionSensor: illustration(
    'motion-sensor',
    'Sensor de movimiento en el techo con su área de detección, y un contacto magnético en el marco de una puerta que envía una alerta al celular.',
  ),
  buildingControl: illustration(
    'building-control',
    'Edificio de oficinas con ventanas iluminadas, conectado a un panel táctil de control centralizado con botones de iluminación y clima.',
  ),
  meetingRoom: illustration(
    'meeting-room-panel',
    'Sala de reuniones con pantalla, lámpara colgante y mesa, controlada desde un panel táctil en la pared.',
  ),
  bulletCamera: illustration(
    'bullet-camera',
    'Cámara IP tipo bala montada en una pared exterior, con su campo de visión hacia el suelo y la caja de conexión del cable.',
  ),
  domeCamera: illustration(
    'dome-camera',
    'Cámara domo fija en el techo y cámara PTZ colgante, cada una con su campo de visión y líneas que indican el giro.',
  ),
  nvr: illustration(
    'nvr',
    'Grabador de video en red con tres bahías de disco duro, conectado a un monitor que muestra nueve cámaras en cuadrícula.',
  ),
  biometricTerminal: illustration(
    'biometric-terminal',
    'Terminal biométrico que reconoce un rostro en su pantalla y tiene lector de huella, junto a una tarjeta de proximidad y un registro de acceso.',
  ),
  accessPanel: illustration(
    'access-panel',
    'Panel de control de acceso con ocho módulos de puerta, cableado a un lector con teclado y a la cerradura electromagnética de una puerta.',
  ),
  videoWall: illustration(
    'video-wall',
    'Centro de monitoreo con una pared de video de varias pantallas que muestran cámaras y, delante, la consola del operador con dos monitores.',
  ),
  alarmPanel: illustration(
    'alarm-panel',
    'Teclado de alarma que muestra un escudo de sistema armado, junto a una sirena con luz estroboscópica y un sensor inalámbrico.',
  ),
  fireDetector: illustration(
    'fire-detector',
    'Detector de humo en el techo que percibe humo en el ambiente, conectado a un panel de alarma contra incendio con indicadores por zona.',
  ),
  networkRack: illustration(
    'network-rack',
    'Rack de comunicaciones con switches, patch panel y servidores, conectado a un punto de acceso Wi-Fi, un firewall y una computadora.',
  ),
  parkingBarrier: illustration(
    'parking-barrier',
    'Vehículo que se acerca a una barrera vehicular levantada, con una cámara de lectura de placas y un dispensador de tickets junto al carril.',
  ),
  securityDoor: illustration(
    'security-door',
    'Puerta de seguridad blindada con paneles reforzados, cerradura multipunto y mirilla, junto a un escudo con un visto bueno.',
  ),
  fireDoor: illustration(
    'fire-door',
    'Puerta cortafuego doble con barras antipánico y ventanillas bajo una señal de salida de emergencia, junto a un retenedor magnético en la pared.',
  ),
  posTerminal: illustration(
    'pos-terminal',
    'Punto de venta con pantalla táctil, impresora de recibos y datáfono con una tarjeta de pago sobre el mostrador.',
  ),
  kiosk: illustration(
    'kiosk',
    'Kiosco de autoservicio con pantalla táctil que imprime un ticket, entre una pantalla de señalización digital y un panel de turnos.',
  ),
  smallShop: illustration(
    'small-shop',
    'Pequeño local comercial con toldo, vitrina y punto de venta, una cámara de seguridad en la fachada y cobertura Wi-Fi.',
  ),
  officeBuilding: illustration(
    'office-building',
    'Edificio corporativo de varios pisos entre dos bloques de oficinas, con señales de red inalámbrica a ambos lados.',
  ),
  clinic: illustration(
    'clinic',
    'Fachada de una clínica con una cruz médica, cámara de seguridad y lector de acceso en la entrada, junto a un tótem de turnos.',
  ),
  nurseCall: illustration(
    'nurse-call',
    'Habitación de hospital con una cama, el pulsador de llamada al alcance del paciente, el panel de llamado sobre la cabecera y la pantalla de la estación de enfermería.',
  ),
  labDoor: illustration(
    'lab-door',
    'Laboratorio con un matraz y tubos de ensayo sobre la mesa, y una puerta con señal de advertencia controlada por un lector biométrico.',
  ),
} satisfies Record<string, ImageAsset>;
