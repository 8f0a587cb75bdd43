import Link from 'next/link';

/** Pages of the site as a list of links, in the order given. */
export function LinkList({ links, className }: { links: { href: string; label: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
