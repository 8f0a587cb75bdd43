import styles from './AboutSlide.module.scss';

/** One /Nosotros slide; only the values slide lists items. */
export interface AboutSlideContent {
  id: 'mision' | 'vision' | 'valores';
  title: string;
  text: string;
  values?: { name: string; description: string }[];
}

/** The text of one /Nosotros slide: number, title, text and, on the values slide, the six values. */
export function AboutSlide({ slide, position }: { slide: AboutSlideContent; position: number }) {
  return (
    <div className={styles.slide} data-values={slide.values ? true : undefined}>
      <p className={styles.number} aria-hidden="true">
        {String(position).padStart(2, '0')}
      </p>
      <h3 className={styles.title}>{slide.title}</h3>
      <p className={styles.text}>{slide.text}</p>
      {slide.values && (
        <ul className={styles.values}>
          {slide.values.map((value, index) => (
            <li key={index}>
              <h4>{value.name}</h4>
              <p>{value.description}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
