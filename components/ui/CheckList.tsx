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
      {/* By position: the content may repeat an item, and the list never reorders. */}
      {items.map((item, index) => (
        <li key={index}>
          <Icon name="check" size={size === 'lg' ? 20 : 18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
