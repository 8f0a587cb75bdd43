import { AboutCarousel } from '@/components/about/AboutCarousel';
import { AboutSlide } from '@/components/about/AboutSlide';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { JsonLd } from '@/components/seo/JsonLd';
import { aboutPage, aboutSlides } from '@/content/about';
import { pageMetadata } from '@/lib/metadata';
import { pageGraph } from '@/lib/structuredData';

import styles from './page.module.scss';

export const metadata = pageMetadata('about');

export default function AboutPage() {
  const { hero, story, values } = aboutPage;
  return (
    <>
      <JsonLd nodes={pageGraph('about')} />
      <PageHero id="nosotros-titulo" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image} />
      <Section
        headingId="historia-titulo"
        eyebrow={story.eyebrow}
        title={story.title}
        innerClassName={styles.storyInner}
      >
        <div className={styles.paragraphs}>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
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
            position: values.slidePosition(i + 1, aboutSlides.length),
            content: <AboutSlide slide={slide} position={i + 1} />,
          }))}
        />
      </Section>
    </>
  );
}
