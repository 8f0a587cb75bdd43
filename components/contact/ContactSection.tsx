import { ExternalLink } from '@/components/ui/ExternalLink';
import { Icon } from '@/components/ui/Icon';
import { Img } from '@/components/ui/Img';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { WhatsAppIcon } from '@/components/ui/WhatsAppIcon';
import { company } from '@/content/company';
import { anchors } from '@/content/routes';
import { buildMapsLink } from '@/lib/maps';

import { ContactForm } from './ContactForm';
import styles from './ContactSection.module.scss';

export const officeMap = { src: '/illustrations/mapa-oficina.svg', width: 640, height: 400 } as const;

export function ContactSection() {
  const mapsLink = buildMapsLink(company.mapsQuery);
  const { address } = company;
  return (
    <section id={anchors.contacto} className={styles.section} aria-labelledby="contacto-titulo" tabIndex={-1}>
      <div className={styles.inner}>
        <div className={styles.info}>
          <p className={styles.eyebrow}>Contacto</p>
          <h2 id="contacto-titulo">Conversemos sobre su proyecto</h2>
          <p className={styles.lead}>
            Cuéntenos qué necesita proteger, conectar o automatizar. Un asesor técnico le responde por WhatsApp y, si
            hace falta, coordina una visita sin costo en Cuenca.
          </p>
          <ul className={styles.facts}>
            <li>
              <Icon name="mapPin" />
              <ExternalLink href={mapsLink}>
                {address.street}, {address.building}, {address.city}, {address.province}
                <span className="visually-hidden"> (abre el mapa en una pestaña nueva)</span>
              </ExternalLink>
            </li>
            <li>
              <Icon name="phone" />
              <a href={`tel:+${company.whatsapp}`}>{company.phoneDisplay}</a>
            </li>
            <li>
              <Icon name="mail" />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <Icon name="clock" />
              <span>{company.openingHours}</span>
            </li>
          </ul>
          <WhatsAppButton>Escribir por WhatsApp</WhatsAppButton>
          <ExternalLink href={mapsLink} className={styles.map}>
            <Img
              src={officeMap.src}
              width={officeMap.width}
              height={officeMap.height}
              alt={`Mapa de la oficina en ${address.street}, ${address.city}: abrir la ubicación en el mapa`}
            />
            <span className={styles.mapLabel}>
              <Icon name="external" size={16} /> Ver ubicación en el mapa
            </span>
          </ExternalLink>
        </div>
        <div className={styles.card}>
          <h3>Envíenos un mensaje</h3>
          <p>
            Complete sus datos y el servicio que requiere. Al continuar, el mensaje se abre listo en WhatsApp para que
            lo envíe: no guardamos su información en este sitio.
          </p>
          <ContactForm whatsapp={company.whatsapp} companyName={company.shortName} whatsappIcon={<WhatsAppIcon />} />
        </div>
      </div>
    </section>
  );
}
