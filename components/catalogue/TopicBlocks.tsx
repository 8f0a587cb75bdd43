import { Reveal } from '@/components/motion/Reveal';
import { Section } from '@/components/sections/Section';
import { CheckList } from '@/components/ui/CheckList';
import { Img } from '@/components/ui/Img';
import { content, type Locale } from '@/lib/content';

import styles from './TopicBlocks.module.scss';

/** The topic blocks of /Servicios: drawing and text side by side, alternating sides on wide screens. */
export function TopicBlocks({ locale }: { locale: Locale }) {
  const copy = content(locale).catalogue.topics;
  const { topics } = content(locale).topics;
  return (
    <Section headingId="temas-titulo" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <div className={styles.list}>
        {topics.map((topic) => (
          <Reveal key={topic.id}>
            <article id={topic.id} className={styles.topic} aria-labelledby={`${topic.id}-titulo`}>
              <Img {...topic.image} slot="topic" className={styles.image} />
              <div className={styles.text}>
                <h3 id={`${topic.id}-titulo`}>{topic.title}</h3>
                {topic.paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
                <CheckList items={topic.points} className={styles.points} />
              </div>
            </article>
          </Reveal>
        ))}
      </div>
    </Section>
  );
}
