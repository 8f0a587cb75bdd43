import Link from 'next/link';

import { Icon } from '@/components/ui/Icon';
import { Img } from '@/components/ui/Img';
import { content, type Locale } from '@/lib/content';
import { route } from '@/lib/routes';

import styles from './SolutionRows.module.scss';

/** The home page's service rows, each a link to its solution page. */
export function SolutionRows({ locale }: { locale: Locale }) {
  const { home, solutions } = content(locale);
  return (
    <ul className={styles.rows}>
      {home.solutionRows.map((id) => {
        const { path, label, summary } = route(id, locale);
        const { heroImage } = solutions[id];
        return (
          <li key={id}>
            <Link href={path} className={styles.row}>
              <Img {...heroImage} alt="" slot="thumb" className={styles.thumb} />
              <span className={styles.text}>
                <span className={styles.title}>{label}</span>
                <span className={styles.summary}>{summary}</span>
              </span>
              <Icon name="arrowRight" size={20} className={styles.arrow} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
