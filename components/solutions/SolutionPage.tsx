import Link from 'next/link';

import { Reveal } from '@/components/motion/Reveal';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import buttons from '@/components/ui/Button.module.scss';
import { CheckList } from '@/components/ui/CheckList';
import { EnglishServiceNote } from '@/components/ui/EnglishServiceNote';
import { Img } from '@/components/ui/Img';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { content as siteContent, type Locale, type SolutionPageContent } from '@/lib/content';
import { contactHref } from '@/lib/routes';

import styles from './SolutionPage.module.scss';

/** The one template of the eleven solution pages: hero, gallery that fades in, feature card, closing call. */
export function SolutionPage({ content, locale }: { content: SolutionPageContent; locale: Locale }) {
  const { gallery, featureCard } = content;
  const shared = siteContent(locale).solutionPages;
  return (
    <>
      <PageHero
        id="servicio-titulo"
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
        image={content.heroImage}
        note={<EnglishServiceNote locale={locale} />}
      >
        <WhatsAppButton message={content.whatsappMessage}>{content.ctaLabel}</WhatsAppButton>
        <Link href={contactHref(locale)} className={buttons.ghost}>
          {shared.contactLink}
        </Link>
      </PageHero>

      <Section headingId="galeria-titulo" title={gallery.heading} lead={gallery.intro}>
        <ul className={styles.galleryGrid} data-rest={gallery.items.length % 3}>
          {gallery.items.map((item) => (
            <li key={item.image.src}>
              <Reveal className={styles.revealFill}>
                <figure className={styles.figure}>
                  <Img {...item.image} slot="gallery" />
                  <figcaption>{item.caption}</figcaption>
                </figure>
              </Reveal>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        headingId="caracteristicas-titulo"
        title={featureCard.heading}
        lead={featureCard.intro}
        className={styles.features}
        panelClassName={styles.featureCard}
      >
        <div className={styles.lists}>
          {featureCard.lists.map((list) => (
            <div key={list.title} className={styles.list}>
              <h3>{list.title}</h3>
              <CheckList items={list.items} />
            </div>
          ))}
        </div>
        <div className={styles.closing}>
          <p>{shared.closing}</p>
          <WhatsAppButton message={content.whatsappMessage}>{content.ctaLabel}</WhatsAppButton>
        </div>
      </Section>
    </>
  );
}
