import { LogoWall } from '@/components/brands/LogoWall';
import { PartnerCard } from '@/components/partners/PartnerCard';
import cards from '@/components/partners/Partners.module.scss';
import { NextStep } from '@/components/sections/NextStep';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { JsonLd } from '@/components/seo/JsonLd';
import { Icon } from '@/components/ui/Icon';
import { partnerCards } from '@/lib/brands';
import { content, type Locale } from '@/lib/content';
import { route } from '@/lib/routes';
import { itemListData, pageGraph } from '@/lib/structuredData';

export function PartnersPage({ locale }: { locale: Locale }) {
  const { hero, list, benefits, brandsLink } = content(locale).partners;
  const partners = partnerCards(locale);
  // The partners with a maker logo (the others carry a neutral badge, not worth showing twice).
  const partnerLogos = partners
    .filter((partner) => partner.logo.src.startsWith('/brands/'))
    .map((partner) => ({ name: partner.name, src: partner.logo.src }));
  return (
    <>
      <JsonLd
        nodes={pageGraph('partners', locale, [
          itemListData(
            list.title,
            partners.map((p) => ({ name: p.name, description: p.description, url: p.website })),
            'Organization',
          ),
        ])}
      />
      <PageHero
        id="partners-titulo"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        aside={<LogoWall logos={partnerLogos} />}
      />
      <Section
        headingId="partners-lista-titulo"
        eyebrow={list.eyebrow}
        title={list.title}
        lead={list.lead}
        background="muted"
      >
        <ul className={cards.grid}>
          {partners.map((partner) => (
            <li key={partner.name}>
              <PartnerCard partner={partner} copy={list} />
            </li>
          ))}
        </ul>
        <NextStep text={brandsLink.text} href={route('brandDirectory', locale).path} label={brandsLink.label} />
      </Section>
      <Section headingId="beneficios-titulo" eyebrow={benefits.eyebrow} title={benefits.title} align="center">
        <ul className={cards.benefits}>
          {benefits.items.map((benefit, index) => (
            <li key={index}>
              <span className={cards.benefitIcon}>
                <Icon name="check" size={22} />
              </span>
              <h3>{benefit.title}</h3>
              <p>{benefit.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
