import Link from 'next/link';

import { ExternalLink } from '@/components/ui/ExternalLink';
import { company } from '@/content/company';
import { contactHref, routes, solutionIds } from '@/content/routes';
import { buildMapsLink } from '@/lib/maps';

import styles from './SiteFooter.module.scss';

const companyLinks = [
  routes.home,
  routes.about,
  routes.catalogue,
  routes.products,
  routes.partners,
  routes.brandDirectory,
];

/** One column of footer links, named by its heading. */
function FooterNav({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { path: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.path}>
            <Link href={link.path}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
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
        <FooterNav id="pie-soluciones" title="Soluciones" links={solutionIds.map((id) => routes[id])} />
        <FooterNav
          id="pie-empresa"
          title="Empresa"
          links={[...companyLinks, { path: contactHref, label: 'Contacto' }]}
        />
      </div>
      <div className={styles.bottom}>
        <p>
          © {year} {company.name}. Cuenca, Ecuador.
        </p>
        <p>
          <ExternalLink href={company.designCredit.url}>{company.designCredit.label}</ExternalLink>
        </p>
      </div>
    </footer>
  );
}
