/**
 * How emails write dates, times and cars: in Spanish, the language of the trip and dashboard pages, as those pages
 * show them ('1 dic 2026'; pickup in Los Angeles time). Amounts are contracts' `formatUSD` of the stored amounts.
 */
import { isoDateToUtcMs, MARKET_TIME_ZONE, pickupInstant } from '@ladrive/contracts';

const LOCALE = 'es-US';
const calendarDay = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const marketDay = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: MARKET_TIME_ZONE,
});
const marketClock = new Intl.DateTimeFormat(LOCALE, {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKET_TIME_ZONE,
  timeZoneName: 'short',
});

/** '2026-12-01' → '1 dic 2026'. */
export const formatDay = (isoDate: string) => calendarDay.format(isoDateToUtcMs(isoDate));

/** A trip's days: '1 dic 2026 – 4 dic 2026'. */
export const formatTrip = (startDate: string, endDate: string) => `${formatDay(startDate)} – ${formatDay(endDate)}`;

/** An instant as its day and time in Los Angeles: '1 dic 2026, 9:15 p. m. PST'. */
export const formatMarketTime = (instant: Date) => `${marketDay.format(instant)}, ${marketClock.format(instant)}`;

/** When a trip is picked up: its start date at the pickup hour, Los Angeles time. */
export const formatPickup = (startDate: string) => formatMarketTime(pickupInstant(startDate));

/** '2024 Toyota Corolla'. */
export const carName = (car: { year: number; make: string; model: string }) => `${car.year} ${car.make} ${car.model}`;
