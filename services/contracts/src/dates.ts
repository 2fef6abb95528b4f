/** Calendar dates travel as 'YYYY-MM-DD' strings; a day is a calendar day, independent of time zones. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Milliseconds since epoch at UTC midnight of an ISO date; NaN when it is not a real date. */
export function isoDateToUtcMs(date: string): number {
  if (!ISO_DATE.test(date)) return Number.NaN;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? Number.NaN : ms;
}

/**
 * The years a date field accepts: PostgreSQL has no year 0 (it refuses '0000-01-01' with 22008), and nothing on the
 * platform (a trip, a block, a licence) predates 1900.
 */
export const ISO_DATE_MIN_YEAR = 1900;

/** A real calendar date, 'YYYY-MM-DD', from ISO_DATE_MIN_YEAR to 9999. */
export function isValidIsoDate(date: string): boolean {
  return !Number.isNaN(isoDateToUtcMs(date)) && Number(date.slice(0, 4)) >= ISO_DATE_MIN_YEAR;
}

/** Days from start to end, rounded up (a partial day counts as a day); negative when end is before start. */
export function daysBetween(startDate: string, endDate: string): number {
  return Math.ceil((isoDateToUtcMs(endDate) - isoDateToUtcMs(startDate)) / DAY_MS);
}

/** The local calendar date of `date` as 'YYYY-MM-DD' (what a date input shows as today). */
export function toIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(isoDateToUtcMs(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}
