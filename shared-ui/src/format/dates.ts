import { isoDateToUtcMs, MARKET_TIME_ZONE } from '@ladrive/contracts';

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

const shortDateEn = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDateEnMarket = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: MARKET_TIME_ZONE,
});

/**
 * "Mar 14, 2026" (short month, day, year; the admin panel): an ISO date is that calendar day, a
 * timestamp is its day in Los Angeles (the marketplace's calendar).
 */
export function formatShortDateEn(value: string): string {
  if (value.length === 10) {
    const ms = isoDateToUtcMs(value);
    return Number.isNaN(ms) ? value : shortDateEn.format(ms);
  }
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : shortDateEnMarket.format(ms);
}

/** A timestamp or ISO date → "marzo de 2024". */
export function formatMonthYear(value: string): string {
  const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(ms) ? '' : monthYear.format(ms);
}

const marketClock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKET_TIME_ZONE,
  timeZoneName: 'short',
});

/** A timestamp as the marketplace's clock shows it: "9:15 PM PST". */
export function formatMarketTime(value: string): string {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : marketClock.format(ms);
}
