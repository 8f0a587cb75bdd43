import styles from './SectionHeading.module.scss';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
  tone?: 'light' | 'dark';
}

/** Eyebrow, h2 and lead of a page section; `id` names the section through aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'start', tone = 'light' }: SectionHeadingProps) {
  return (
    <div className={styles.heading} data-align={align} data-tone={tone}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
