'use client';

import { usePathname } from 'next/navigation';

import { Icon } from '@/components/ui/Icon';

export interface LanguageLinkProps {
  /** The other language's code (`en`, `es`): the link's `lang` and `hreflang`, and its short form on phones. */
  lang: string;
  /** The other language's name, written in it («English», «Español»). */
  name: string;
  /** What the link does, in the other language («Read this page in English»). */
  hint: string;
  /** Each page's path in this language → the same page's path in the other one. */
  paths: Record<string, string>;
  /** Where pages without a twin (the error page) lead: the other language's home page. */
  fallback: string;
  className?: string;
}

/** The pathname as the route table writes it: `usePathname` may hand it percent-encoded (`/Pantallas-Se%C3%B1…`). */
function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname).normalize('NFC');
  } catch {
    return pathname;
  }
}

/**
 * A plain link to the page shown, in the other language. It is rendered on the server for each page, so it
 * works without JavaScript; nothing ever redirects a visitor by the browser's language.
 */
export function LanguageLink({ lang, name, hint, paths, fallback, className }: LanguageLinkProps) {
  const href = paths[decoded(usePathname())] ?? fallback;
  return (
    <a href={href} lang={lang} hrefLang={lang} title={hint} className={className}>
      <Icon name="globe" size={18} />
      <span data-language-name="">{name}</span>
    </a>
  );
}
