import { content, type OpeningHours } from '@/lib/content';
import { formatOpeningHours } from '@/lib/openingHours';

const hours: OpeningHours[] = [
  { days: ['Friday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:30', closes: '18:00' },
  { days: ['Saturday'], opens: '09:00', closes: '13:00' },
];
const [es, en] = [content('es'), content('en')].map((site) => site.contact.section.openingHours);

describe('the opening hours as the visitor reads them', () => {
  it('in Spanish: days in lower case after the first, 24-hour clock', () => {
    expect(formatOpeningHours(hours, es, 'es')).toBe('Lunes a viernes de 08:30 a 18:00 · sábados de 09:00 a 13:00');
  });

  it('in English: capitalised days and a 12-hour clock, with spaces the font can draw', () => {
    const text = formatOpeningHours(hours, en, 'en');
    expect(text).toBe('Monday to Friday, 8:30 AM to 6:00 PM · Saturdays, 9:00 AM to 1:00 PM');
    expect(text).not.toMatch(/[\u202f\u00a0]/);
  });

  it('single days are listed; two consecutive days do not make a range', () => {
    const scattered: OpeningHours[] = [{ days: ['Wednesday', 'Monday', 'Friday'], opens: '10:00', closes: '12:00' }];
    expect(formatOpeningHours(scattered, es, 'es')).toBe('Lunes, miércoles y viernes de 10:00 a 12:00');
    expect(formatOpeningHours(scattered, en, 'en')).toBe('Mondays, Wednesdays, and Fridays, 10:00 AM to 12:00 PM');
    const pair: OpeningHours[] = [{ days: ['Saturday', 'Sunday'], opens: '09:00', closes: '13:00' }];
    expect(formatOpeningHours(pair, en, 'en')).toBe('Saturdays and Sundays, 9:00 AM to 1:00 PM');
  });
});
