// next/link in the CMS's preview (cms/build.ts): a plain link, inert there (preview.tsx stops its clicks).
import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** Next's own props, which a plain link does not take. */
const NEXT_PROPS = new Set(['prefetch', 'scroll', 'replace', 'shallow', 'locale', 'passHref', 'legacyBehavior']);

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string | { pathname?: string };
  children?: ReactNode;
  [prop: string]: unknown;
};

export default function Link({ href, children, ...rest }: Props) {
  const props = Object.fromEntries(Object.entries(rest).filter(([name]) => !NEXT_PROPS.has(name)));
  return (
    <a href={typeof href === 'string' ? href : (href.pathname ?? '#')} {...props}>
      {children}
    </a>
  );
}
