import { AboutCarousel } from '@/components/about/AboutCarousel';
import { AboutSlide } from '@/components/about/AboutSlide';
import { PageHero } from '@/components/sections/PageHero';
import { SectionHeading } from '@/components/sections/SectionHeading';
import { aboutIntro, aboutSlides } from '@/content/about';
import { aboutPage } from '@/content/pageCopy';
import { routes } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

import styles from './page.module.scss';

export const metadata = pageMetadata(routes.about, 'Quiénes somos');

export default function AboutPage() {
  const { story, carousel } = aboutPage;
  return (
    <>
      <PageHero
        id="nosotros-titulo"
        eyebrow={aboutIntro.eyebrow}
        title={aboutIntro.title}
        lead={aboutIntro.lead}
        image={aboutPage.heroImage}
      />
      <section className={styles.story} aria-labelledby="historia-titulo">
        <div className={styles.storyInner}>
          <SectionHeading id="historia-titulo" eyebrow={story.eyebrow} title={story.title} />
          <div className={styles.paragraphs}>
            {aboutIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <section className={styles.values} aria-labelledby="valores-titulo">
        <div className={styles.inner}>
          <SectionHeading id="valores-titulo" eyebrow={carousel.eyebrow} title={carousel.title} align="center" />
          <AboutCarousel
            label={carousel.label}
            slides={aboutSlides.map((slide, i) => ({
              id: slide.id,
              label: slide.title,
              content: <AboutSlide slide={slide} position={i + 1} />,
            }))}
          />
        </div>
      </section>
    </>
  );
}
