import clsx from 'clsx';

import styles from './CheckList.module.scss';
import { Icon } from './Icon';

interface CheckListProps {
  items: readonly string[];
  /** `sm`: compact lists in cards; `lg`: a short list of headline points. */
  size?: 'sm' | 'lg';
  /** Layout from the caller (margins, columns). */
  className?: string;
}

/** A bulleted list whose bullets are check marks in a tinted circle. */
export function CheckList({ items, size = 'sm', className }: CheckListProps) {
  return (
    <ul className={clsx(styles.list, className)} data-size={size}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={size === 'lg' ? 20 : 18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
