import Link from 'next/link';

import { Icon } from '@/components/ui/Icon';

/** A link into the site that points onwards: its label, then an arrow. */
export function ArrowLink({ href, className, children }: { href: string; className: string; children: string }) {
  return (
    <Link href={href} className={className}>
      {children}
      <Icon name="arrowRight" size={18} />
    </Link>
  );
}
