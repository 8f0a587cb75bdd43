import { Section } from '@/components/sections/Section';
import { EnglishServiceNote } from '@/components/ui/EnglishServiceNote';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Icon } from '@/components/ui/Icon';
import { Img } from '@/components/ui/Img';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { content, type Locale } from '@/lib/content';
import { buildMapsLink } from '@/lib/maps';
import { formatOpeningHours } from '@/lib/openingHours';
import { anchors } from '@/lib/routes';

import { ContactForm } from './ContactForm';
import styles from './ContactSection.module.scss';

/** The contact section at the foot of every page: company facts, the direct chat, the map and the form. */
export function ContactSection({ locale }: { locale: Locale }) {
  const { company, contact, navigation } = content(locale);
  const copy = contact.section;
  const mapsLink = buildMapsLink(company.mapsQuery);
  const { address } = company;
  return (
    <Section
      anchor={anchors(locale).contact}
      headingId="contacto-titulo"
      eyebrow={navigation.contactLabel}
      title={copy.title}
      lead={copy.lead}
      background="muted"
      className={styles.section}
      innerClassName={styles.inner}
      headingClassName={styles.heading}
    >
      <div className={styles.info}>
        <ul className={styles.facts}>
          <li>
            <Icon name="mapPin" />
            <ExternalLink href={mapsLink}>
              {address.street}, {address.building}, {address.city}, {address.province}
              <span className="visually-hidden">{copy.mapsLinkNote}</span>
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
            <span>{formatOpeningHours(company.openingHours, contact.section.openingHours, locale)}</span>
          </li>
        </ul>
        <WhatsAppButton>{copy.directChatLabel}</WhatsAppButton>
        <EnglishServiceNote locale={locale} tone="light" bothLanguages />
        <ExternalLink href={mapsLink} className={styles.map}>
          <Img {...copy.mapImage} slot="map" />
          <span className={styles.mapLabel}>
            <Icon name="external" size={16} /> {copy.mapLabel}
          </span>
        </ExternalLink>
      </div>
      <div className={styles.card}>
        <h3>{copy.formCard.title}</h3>
        <p>{copy.formCard.text}</p>
        <ContactForm
          copy={contact.form}
          whatsapp={company.whatsapp}
          phoneDisplay={company.phoneDisplay}
          messageLines={contact.form.message}
        />
      </div>
    </Section>
  );
}
