import type { DayOfWeek } from '@/content/schema/company';
import { fillPlaceholders } from '@/content/schema/placeholders';

import type { ContentData, OpeningHours } from './content';
import { HTML_LANG, type Locale } from './i18n';

const WEEK: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** How the hours read in a language: content/contact.yaml's patterns, e.g. «{dias} de {abre} a {cierra}». */
export type HoursWording = ContentData['contact']['section']['openingHours'];

/** A day's name in the language, from the platform's calendar data (1 January 2024 was a Monday). */
function dayName(day: DayOfWeek, locale: Locale): string {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));
  return new Intl.DateTimeFormat(HTML_LANG[locale], { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** Every week: «sábados», «Saturdays» (both languages add an s, except to «lunes» … «viernes»). */
const everyWeek = (name: string) => (name.endsWith('s') ? name : `${name}s`);

/** "lunes a viernes" for a run of consecutive days, "sábados" for one day, "lunes, miércoles y viernes" otherwise. */
function dayRange(days: DayOfWeek[], wording: HoursWording, locale: Locale): string {
  const sorted = [...days].sort((a, b) => WEEK.indexOf(a) - WEEK.indexOf(b));
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  if (sorted.length === 1) return everyWeek(dayName(first, locale));
  const consecutive = sorted.every((day, i) => i === 0 || WEEK.indexOf(day) === WEEK.indexOf(sorted[i - 1]!) + 1);
  if (consecutive && sorted.length > 2) {
    return fillPlaceholders(wording.dayRange, { desde: dayName(first, locale), hasta: dayName(last, locale) });
  }
  const names = sorted.map((day) => everyWeek(dayName(day, locale)));
  return new Intl.ListFormat(HTML_LANG[locale], { type: 'conjunction' }).format(names);
}

/** A time as written in the company's data («08:30»), or on the 12-hour clock English readers use («8:30 AM»). */
function time(value: string, locale: Locale): string {
  if (locale === 'es') return value;
  const [hours, minutes] = value.split(':').map(Number);
  const date = new Date(Date.UTC(2024, 0, 1, hours, minutes));
  // ICU separates «AM» with a narrow no-break space, which the site's font subset does not hold.
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    .format(date)
    .replace(/\s/gu, ' ');
}

/** The hours as a visitor reads them: "Lunes a viernes de 08:30 a 18:00 · sábados de 09:00 a 13:00". */
export function formatOpeningHours(hours: OpeningHours[], wording: HoursWording, locale: Locale): string {
  const text = hours
    .map((entry) =>
      fillPlaceholders(wording.line, {
        dias: dayRange(entry.days, wording, locale),
        abre: time(entry.opens, locale),
        cierra: time(entry.closes, locale),
      }),
    )
    .join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
