/** Display formats shared by every screen. */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Document 2 section 9: dates like "Nov 02, 2026". */
export function formatDate(date: Date | string): string {
  const d = new Date(date);
  return `${MONTHS[d.getMonth()]} ${String(d.getDate()).padStart(2, '0')}, ${d.getFullYear()}`;
}

/** A calendar day given as YYYY-MM-DD (a date, not a moment), in the same form, in every time zone. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${String(date).padStart(2, '0')}, ${year}`;
}

/** `counted(1, 'objective')` -> '1 objective', `counted(2, 'control')` -> '2 controls'. */
export const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** `listed(['A', 'B', 'C'])` -> 'A, B and C'. */
export const listed = (items: string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A timestamp as the API answers it, ISO 8601; null stays null. */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
