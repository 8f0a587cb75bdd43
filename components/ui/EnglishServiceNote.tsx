import clsx from 'clsx';

import { content, type Locale } from '@/lib/content';

import styles from './EnglishServiceNote.module.scss';

/**
 * The line that tells a reader the company answers in English: under the heroes' WhatsApp buttons of the
 * English pages, and in the contact section of both (`bothLanguages`). Nothing when the company's languages
 * (content/company.yaml) leave English out.
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
    <p className={clsx(styles.note, styles[tone], className)} data-testid="english-service">
      {contact.section.englishNote}
    </p>
  );
}
