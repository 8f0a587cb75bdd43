import Link from 'next/link';

import { SolutionRows } from '@/components/home/SolutionRows';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { JsonLd } from '@/components/seo/JsonLd';
import { ArrowLink } from '@/components/ui/ArrowLink';
import buttons from '@/components/ui/Button.module.scss';
import { CheckList } from '@/components/ui/CheckList';
import { EnglishServiceNote } from '@/components/ui/EnglishServiceNote';
import { Icon } from '@/components/ui/Icon';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { content, type Locale } from '@/lib/content';
import { anchors, route, SOLUTION_IDS } from '@/lib/routes';
import { pageGraph, websiteData } from '@/lib/structuredData';

import styles from './HomePage.module.scss';

export function HomePage({ locale }: { locale: Locale }) {
  const { home, brands, company } = content(locale);
  const { hero, servicesIntro, domotics } = home;
  const facts = [
    { value: SOLUTION_IDS.length, label: hero.facts.solutions },
    { value: brands.brands.length, label: hero.facts.brands },
    { value: company.areaServed.length, label: hero.facts.provinces },
  ];
  const companyCards = [
    { route: route('about', locale), ...home.company.cards.about },
    { route: route('partners', locale), ...home.company.cards.partners },
    { route: route('brandDirectory', locale), ...home.company.cards.brands },
  ];
  return (
    <div className={styles.home}>
      <JsonLd nodes={pageGraph('home', locale, [websiteData(locale)])} />
      <PageHero
        id="inicio-titulo"
        className={styles.hero}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
        note={
          <>
            <EnglishServiceNote locale={locale} />
            <p className={styles.heroNote}>
              <a href={`#${anchors(locale).domoticContact}`}>
                {hero.domoticsLinkLabel}
                <Icon name="arrowRight" size={16} />
              </a>
            </p>
          </>
        }
        below={
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact.label}>
                <strong>{fact.value}</strong> {fact.label}
              </li>
            ))}
          </ul>
        }
      >
        <WhatsAppButton message={hero.whatsappMessage}>{hero.whatsappLabel}</WhatsAppButton>
        <ArrowLink href={route('catalogue', locale).path} className={buttons.ghost}>
          {hero.catalogueLabel}
        </ArrowLink>
      </PageHero>

      <Section
        headingId="soluciones-titulo"
        eyebrow={servicesIntro.eyebrow}
        title={servicesIntro.title}
        lead={servicesIntro.lead}
        background="muted"
      >
        <SolutionRows locale={locale} />
        <p className={styles.moreLink}>
          <Link href={route('catalogue', locale).path}>
            {servicesIntro.catalogueLabel} <Icon name="arrowRight" size={18} />
          </Link>
        </p>
      </Section>

      <Section
        anchor={anchors(locale).domoticContact}
        headingId="domotica-titulo"
        eyebrow={domotics.eyebrow}
        title={domotics.title}
        lead={domotics.text}
        innerClassName={styles.domoticsInner}
      >
        <div>
          <CheckList items={domotics.points} size="lg" />
          <div className={styles.actions}>
            <WhatsAppButton message={domotics.whatsappMessage}>{domotics.whatsappLabel}</WhatsAppButton>
            <Link href={route('products', locale).path} className={buttons.secondary}>
              {domotics.productsLabel}
            </Link>
          </div>
        </div>
      </Section>

      <Section
        headingId="empresa-titulo"
        eyebrow={home.company.eyebrow}
        title={home.company.title}
        align="center"
        background="tinted"
      >
        <ul className={styles.cards}>
          {companyCards.map((card) => (
            <li key={card.route.path} className={styles.card}>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <ArrowLink href={card.route.path} className={styles.cardLink}>
                {card.linkLabel}
              </ArrowLink>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
