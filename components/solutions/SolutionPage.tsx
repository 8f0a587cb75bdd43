import Link from 'next/link';

import { Reveal } from '@/components/motion/Reveal';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import buttons from '@/components/ui/Button.module.scss';
import { CheckList } from '@/components/ui/CheckList';
import { Img } from '@/components/ui/Img';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { contactHref } from '@/content/routes';
import { solutionPageCopy } from '@/content/solutions';
import type { SolutionPageContent } from '@/content/types';

import styles from './SolutionPage.module.scss';

/** The one template of the eleven solution pages: hero, gallery that fades in, feature card, closing call. */
export function SolutionPage({ content }: { content: SolutionPageContent }) {
  const { gallery, featureCard } = content;
  return (
    <>
      <PageHero
        id="servicio-titulo"
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
        image={content.heroImage}
      >
        <WhatsAppButton message={content.whatsappMessage}>{content.ctaLabel}</WhatsAppButton>
        <Link href={contactHref} className={buttons.ghost}>
          {solutionPageCopy.contactLink}
        </Link>
      </PageHero>

      <Section headingId="galeria-titulo" title={gallery.heading} lead={gallery.intro}>
        <ul className={styles.galleryGrid} data-count={gallery.items.length}>
          {gallery.items.map((item) => (
            <li key={item.src}>
              <Reveal className={styles.revealFill}>
                <figure className={styles.figure}>
                  <Img src={item.src} width={item.width} height={item.height} alt={item.alt} />
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
          <p>{solutionPageCopy.closing}</p>
          <WhatsAppButton message={content.whatsappMessage}>{content.ctaLabel}</WhatsAppButton>
        </div>
      </Section>
    </>
  );
}
