import type { DayOfWeek } from '@/content/schema/company';

import type { OpeningHours } from './content';

const WEEK: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY_NAMES: Record<DayOfWeek, [singular: string, plural: string]> = {
  Monday: ['lunes', 'lunes'],
  Tuesday: ['martes', 'martes'],
  Wednesday: ['miércoles', 'miércoles'],
  Thursday: ['jueves', 'jueves'],
  Friday: ['viernes', 'viernes'],
  Saturday: ['sábado', 'sábados'],
  Sunday: ['domingo', 'domingos'],
};

/** "lunes a viernes" for a run of consecutive days, "sábados" for one day, "lunes, miércoles y viernes" otherwise. */
function dayRange(days: DayOfWeek[]): string {
  const sorted = [...days].sort((a, b) => WEEK.indexOf(a) - WEEK.indexOf(b));
  const [first] = sorted;
  const last = sorted[sorted.length - 1];
  if (sorted.length === 1) return DAY_NAMES[first][1];
  const consecutive = sorted.every((day, i) => i === 0 || WEEK.indexOf(day) === WEEK.indexOf(sorted[i - 1]) + 1);
  if (consecutive && sorted.length > 2) return `${DAY_NAMES[first][0]} a ${DAY_NAMES[last][0]}`;
  const names = sorted.map((day) => DAY_NAMES[day][1]);
  return `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}

/** The hours as a visitor reads them: "Lunes a viernes de 08:30 a 18:00 · sábados de 09:00 a 13:00". */
export function formatOpeningHours(hours: OpeningHours[]): string {
  const text = hours.map((entry) => `${dayRange(entry.days)} de ${entry.opens} a ${entry.closes}`).join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
