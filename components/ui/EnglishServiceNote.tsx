import clsx from 'clsx';

import contactStyles from '@/components/contact/ContactSection.module.scss';
import heroStyles from '@/components/sections/PageHero.module.scss';
import { content, type Locale } from '@/lib/content';

/**
 * The line that tells a reader the company answers in English: under the heroes' WhatsApp buttons of the
 * English pages, and in the contact section of both (`bothLanguages`). Nothing when the company's languages
 * (content/company.yaml) leave English out. Its styles live in the hero's and the contact section's own
 * modules, which every page already loads: a module of its own would be one more CSS chunk to navigate to.
 */
export function EnglishServiceNote({
  locale,
  tone = 'dark',
  bothLanguages = false,
  className,
}: {
  locale: Locale;
  tone?: 'dark' | 'light';
  bothLanguages?: boolean;
  className?: string;
}) {
  const { company, contact } = content(locale);
  if (!company.languages.includes('en') || (locale !== 'en' && !bothLanguages)) return null;
  return (
    <p
      className={clsx(tone === 'dark' ? heroStyles.serviceNote : contactStyles.serviceNote, className)}
      data-testid="english-service"
    >
      {contact.section.englishNote}
    </p>
  );
}
