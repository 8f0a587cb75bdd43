import Link from 'next/link';

import buttons from '@/components/ui/Button.module.scss';
import { Icon } from '@/components/ui/Icon';

import styles from './NextStep.module.scss';

/** A closing line with a link to the page a visitor is likely to want next. */
export function NextStep({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <div className={styles.band}>
      <p>{text}</p>
      <Link href={href} className={buttons.secondary}>
        {label}
        <Icon name="arrowRight" size={18} />
      </Link>
    </div>
  );
}
