import type { ComponentPropsWithRef } from 'react';

interface ExternalLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'target' | 'rel' | 'href'> {
  href: string;
}

/** Every link that leaves the site opens in a new tab and shares neither the opener nor the referrer. */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
