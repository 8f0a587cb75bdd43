import Link from 'next/link';
import { company } from '@/content/company';
import { contactHref, routes, solutionIds } from '@/content/routes';
import { buildMapsLink } from '@/lib/maps';
import { ExternalLink } from '@/components/ui/ExternalLink';
import styles from './SiteFooter.module.scss';

const companyLinks = [routes.inicio, routes.nosotros, routes.servicios, routes.productos, routes.partners, routes.marcas];

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
        <nav aria-labelledby="pie-soluciones">
          <h2 id="pie-soluciones" className={styles.heading}>
            Soluciones
          </h2>
          <ul className={styles.links}>
            {solutionIds.map((id) => (
              <li key={id}>
                <Link href={routes[id].path}>{routes[id].label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="pie-empresa">
          <h2 id="pie-empresa" className={styles.heading}>
            Empresa
          </h2>
          <ul className={styles.links}>
            {companyLinks.map((route) => (
              <li key={route.path}>
                <Link href={route.path}>{route.label}</Link>
              </li>
            ))}
            <li>
              <Link href={contactHref}>Contacto</Link>
            </li>
          </ul>
        </nav>
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
