import { ArrowLink } from '@/components/ui/ArrowLink';
import buttons from '@/components/ui/Button.module.scss';

import styles from './NextStep.module.scss';

/** A closing line with a link to the page a visitor is likely to want next. */
export function NextStep({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <div className={styles.band}>
      <p>{text}</p>
      <ArrowLink href={href} className={buttons.secondary}>
        {label}
      </ArrowLink>
    </div>
  );
}
