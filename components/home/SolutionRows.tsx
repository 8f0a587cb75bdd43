import Link from 'next/link';

import { Icon } from '@/components/ui/Icon';
import { Img } from '@/components/ui/Img';
import { homeSolutionRows } from '@/content/home';
import { routes } from '@/content/routes';
import { solutionPages } from '@/content/solutions';

import styles from './SolutionRows.module.scss';

/** The home page's nine service rows, each a link to its solution page. */
export function SolutionRows() {
  return (
    <ul className={styles.rows}>
      {homeSolutionRows.map((id) => {
        const route = routes[id];
        const { heroImage } = solutionPages[id];
        return (
          <li key={id}>
            <Link href={route.path} className={styles.row}>
              <Img {...heroImage} alt="" className={styles.thumb} />
              <span className={styles.text}>
                <span className={styles.title}>{route.label}</span>
                <span className={styles.summary}>{route.summary}</span>
              </span>
              <Icon name="arrowRight" size={20} className={styles.arrow} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
