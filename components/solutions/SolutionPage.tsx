import Link from 'next/link';

import { Reveal } from '@/components/motion/Reveal';
import { PageHero } from '@/components/sections/PageHero';
import buttons from '@/components/ui/Button.module.scss';
import { CheckList } from '@/components/ui/CheckList';
import { Img } from '@/components/ui/Img';
import { WhatsAppButton } from '@/components/ui/WhatsAppButton';
import { contactHref } from '@/content/routes';
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
          Ver datos de contacto
        </Link>
      </PageHero>

      <section className={styles.gallery} aria-labelledby="galeria-titulo">
        <div className={styles.inner}>
          <div className={styles.sectionHead}>
            <h2 id="galeria-titulo">{gallery.heading}</h2>
            <p>{gallery.intro}</p>
          </div>
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
        </div>
      </section>

      <section className={styles.features} aria-labelledby="caracteristicas-titulo">
        <div className={styles.inner}>
          <div className={styles.featureCard}>
            <div className={styles.sectionHead}>
              <h2 id="caracteristicas-titulo">{featureCard.heading}</h2>
              <p>{featureCard.intro}</p>
            </div>
            <div className={styles.lists}>
              {featureCard.lists.map((list) => (
                <div key={list.title} className={styles.list}>
                  <h3>{list.title}</h3>
                  <CheckList items={list.items} />
                </div>
              ))}
            </div>
            <div className={styles.closing}>
              <p>¿Tiene un proyecto en mente? Le ayudamos a dimensionarlo sin compromiso.</p>
              <WhatsAppButton message={content.whatsappMessage}>{content.ctaLabel}</WhatsAppButton>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
