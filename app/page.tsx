import type { Metadata } from 'next';
import Link from 'next/link';

import { SolutionRows } from '@/components/home/SolutionRows';
import { PageHero } from '@/components/sections/PageHero';
import { SectionHeading } from '@/components/sections/SectionHeading';
import buttons from '@/components/ui/Button.module.scss';
import { CheckList } from '@/components/ui/CheckList';
import { Icon } from '@/components/ui/Icon';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { company } from '@/content/company';
import { home } from '@/content/home';
import { anchors, routes } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

import styles from './page.module.scss';

export const metadata: Metadata = {
  ...pageMetadata(routes.home),
  title: { absolute: `${company.shortName} | Seguridad, redes, domótica y energía en Cuenca` },
};

const companyCards = [
  { route: routes.about, ...home.company.cards.nosotros },
  { route: routes.partners, ...home.company.cards.partners },
  { route: routes.brandDirectory, ...home.company.cards.marcas },
];

export default function HomePage() {
  const { hero, domotics } = home;
  return (
    <div className={styles.home}>
      <PageHero
        id="inicio-titulo"
        className={styles.hero}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
        note={
          <p className={styles.heroNote}>
            <a href={`#${anchors.domoticContact}`}>
              {hero.domoticsLinkLabel}
              <Icon name="arrowRight" size={16} />
            </a>
          </p>
        }
        below={
          <ul className={styles.facts}>
            {hero.facts.map((fact) => (
              <li key={fact.label}>
                <strong>{fact.value}</strong> {fact.label}
              </li>
            ))}
          </ul>
        }
      >
        <WhatsAppButton message={hero.whatsappMessage}>{hero.whatsappLabel}</WhatsAppButton>
        <Link href={routes.catalogue.path} className={buttons.ghost}>
          {hero.catalogueLabel}
          <Icon name="arrowRight" size={18} />
        </Link>
      </PageHero>

      <section className={styles.services} aria-labelledby="soluciones-titulo">
        <div className={styles.servicesInner}>
          <SectionHeading
            id="soluciones-titulo"
            eyebrow={home.servicesIntro.eyebrow}
            title={home.servicesIntro.title}
            lead={home.servicesIntro.lead}
          />
          <SolutionRows />
          <p className={styles.moreLink}>
            <Link href={routes.catalogue.path}>
              Ver el catálogo completo de productos y servicios <Icon name="arrowRight" size={18} />
            </Link>
          </p>
        </div>
      </section>

      <section id={anchors.domoticContact} className={styles.domotics} aria-labelledby="domotica-titulo" tabIndex={-1}>
        <div className={styles.domoticsInner}>
          <SectionHeading id="domotica-titulo" eyebrow={domotics.eyebrow} title={domotics.title} lead={domotics.text} />
          <div>
            <CheckList items={domotics.points} size="lg" />
            <div className={styles.actions}>
              <WhatsAppButton message={domotics.whatsappMessage}>{domotics.whatsappLabel}</WhatsAppButton>
              <Link href={routes.products.path} className={buttons.secondary}>
                {domotics.productsLabel}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section className={styles.company} aria-labelledby="empresa-titulo">
        <div className={styles.companyInner}>
          <SectionHeading
            id="empresa-titulo"
            eyebrow={home.company.eyebrow}
            title={home.company.title}
            align="center"
          />
          <ul className={styles.cards}>
            {companyCards.map((card) => (
              <li key={card.route.path} className={styles.card}>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
                <Link href={card.route.path} className={styles.cardLink}>
                  {card.linkLabel}
                  <Icon name="arrowRight" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
