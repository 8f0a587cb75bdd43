import { AboutCarousel } from '@/components/about/AboutCarousel';
import { AboutSlide, type AboutSlideContent } from '@/components/about/AboutSlide';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { JsonLd } from '@/components/seo/JsonLd';
import { fillPlaceholders } from '@/content/schema/placeholders';
import { content, type Locale } from '@/lib/content';
import { pageGraph } from '@/lib/structuredData';

import styles from './AboutPage.module.scss';

export function AboutPage({ locale }: { locale: Locale }) {
  const { hero, story, values, slides } = content(locale).about;
  // The three slides in their order: mission, vision, values (the DOM ids are the original site's).
  const aboutSlides: AboutSlideContent[] = [
    { id: 'mision', ...slides.mission },
    { id: 'vision', ...slides.vision },
    { id: 'valores', title: slides.values.title, text: slides.values.text, values: slides.values.items },
  ];
  return (
    <>
      <JsonLd nodes={pageGraph('about', locale)} />
      <PageHero id="nosotros-titulo" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image} />
      <Section
        headingId="historia-titulo"
        eyebrow={story.eyebrow}
        title={story.title}
        innerClassName={styles.storyInner}
      >
        <div className={styles.paragraphs}>
          {story.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section
        headingId="valores-titulo"
        eyebrow={values.eyebrow}
        title={values.title}
        align="center"
        background="muted"
      >
        <AboutCarousel
          label={values.label}
          labels={values.controls}
          slides={aboutSlides.map((slide, i) => ({
            id: slide.id,
            label: slide.title,
            position: fillPlaceholders(values.slidePosition, { posicion: i + 1, total: aboutSlides.length }),
            content: <AboutSlide slide={slide} position={i + 1} />,
          }))}
        />
      </Section>
    </>
  );
}
