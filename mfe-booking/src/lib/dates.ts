import { calendarDateIn, isoDateToUtcMs } from '@ladrive/contracts';

const shortDate = new Intl.DateTimeFormat('es-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('es-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-14' → "14 mar 2026" (a calendar day, whatever the visitor's time zone). */
export function formatIsoDate(isoDate: string): string {
  const ms = isoDateToUtcMs(isoDate);
  return Number.isNaN(ms) ? isoDate : shortDate.format(ms);
}

/** A timestamp → "febrero de 2025". */
export function formatMonthYear(timestamp: string): string {
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? '' : monthYear.format(ms);
}

/** Today in Los Angeles, the marketplace's calendar (the API checks dates against it too). */
export const marketToday = (now: Date = new Date()) => calendarDateIn(now);
