// The site's two languages: Spanish at the root (the default, and every published path), English under /en/.
// Pure values, safe for client islands.
import { LANGUAGES, type Language } from '@/content/schema/text';

export type Locale = Language;
export const LOCALES = LANGUAGES;
export const DEFAULT_LOCALE: Locale = 'es';

/** The other language: where the language switcher leads. */
export const otherLocale = (locale: Locale): Locale => (locale === 'es' ? 'en' : 'es');

/** `<html lang>` and `hreflang`: the language alone, since each version addresses more than one country. */
export const HTML_LANG: Record<Locale, string> = { es: 'es', en: 'en' };

/** Open Graph's locale of each version (language_TERRITORY). */
export const OG_LOCALE: Record<Locale, string> = { es: 'es_EC', en: 'en_US' };

/** Structured data's `inLanguage`: BCP 47, the region where the copy is written for. */
export const CONTENT_LANGUAGE: Record<Locale, string> = { es: 'es-EC', en: 'en' };
