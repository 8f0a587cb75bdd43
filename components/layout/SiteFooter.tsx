import { ExternalLink } from '@/components/ui/ExternalLink';
import { LinkList } from '@/components/ui/LinkList';
import { content, type Locale } from '@/lib/content';
import { buildMapsLink } from '@/lib/maps';
import { footerColumns, languageSwitch, type FooterColumn } from '@/lib/navigation';

import { LanguageLink } from './LanguageLink';
import styles from './SiteFooter.module.scss';

/** One column of footer links, named by its heading. */
function FooterNav({ id, title, links }: FooterColumn) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <LinkList links={links} className={styles.links} />
    </nav>
  );
}

export function SiteFooter({ locale }: { locale: Locale }) {
  const year = new Date().getFullYear();
  const { company } = content(locale);
  const { address } = company;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.name}>{company.name}</p>
          <p>{company.tagline}.</p>
          <address className={styles.address}>
            <ExternalLink href={buildMapsLink(company.mapsQuery)}>
              {address.street}
              <br />
              {address.building}
              <br />
              {address.city}, {address.province}, {address.country}
            </ExternalLink>
            <a href={`tel:+${company.whatsapp}`}>{company.phoneDisplay}</a>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
        </div>
        {footerColumns(locale).map((column) => (
          <FooterNav key={column.id} {...column} />
        ))}
      </div>
      <div className={styles.bottom}>
        <p>
          © {year} {company.name}. {company.address.city}, {company.address.country}.
        </p>
        <p>
          <LanguageLink {...languageSwitch(locale)} className={styles.language} />
        </p>
        <p>
          <ExternalLink href={company.designCredit.url}>{company.designCredit.label}</ExternalLink>
        </p>
      </div>
    </footer>
  );
}
