/**
 * Wall-clock time in a named time zone (the marketplace runs on Los Angeles time), with only
 * `Intl` (no library): "today" for date checks and the pickup instant for the cancellation policy.
 */
import { PICKUP_HOUR } from './policy.ts';

export const MARKET_TIME_ZONE = 'America/Los_Angeles';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

type WallParts = Readonly<{ year: number; month: number; day: number; hour: number; minute: number; second: number }>;

/**
 * The wall times last asked for, by zone and whole second (what `formatToParts` resolves to): it is the costly part of
 * every date check, and the requests of one moment ask for the same few seconds (now, today's pickup).
 */
const recentWallParts = new Map<string, WallParts>();
const RECENT_WALL_PARTS = 64;

function wallParts(ms: number, timeZone: string): WallParts {
  const key = `${timeZone} ${Math.floor(ms / 1000)}`;
  const recent = recentWallParts.get(key);
  if (recent) return recent;
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  if (recentWallParts.size >= RECENT_WALL_PARTS) recentWallParts.clear();
  recentWallParts.set(key, Object.freeze(parts as WallParts));
  return parts as WallParts;
}

/** Offset of `timeZone` from UTC at the instant `ms`, in milliseconds (−7 h → −25200000). */
function offsetAt(ms: number, timeZone: string): number {
  const p = wallParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The calendar day ('YYYY-MM-DD') that `now` is in `timeZone`. */
export function calendarDateIn(now: Date, timeZone: string = MARKET_TIME_ZONE): string {
  const p = wallParts(now.getTime(), timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Today on the marketplace's calendar (Los Angeles): the minimum of every date picker, as the API checks it. */
export const marketToday = (now: Date = new Date()): string => calendarDateIn(now);

/** The instant at which the wall clock in `timeZone` shows `date` at `hour:minute`. */
export function wallTimeToInstant(date: string, hour: number, minute = 0, timeZone: string = MARKET_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  let instant = guess - offsetAt(guess, timeZone);
  // across a DST change the offset at the real instant can differ from the guess's
  const corrected = guess - offsetAt(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** Pickup of a booking: its start date at PICKUP_HOUR in Los Angeles. */
export function pickupInstant(startDate: string): Date {
  return wallTimeToInstant(startDate, PICKUP_HOUR, 0, MARKET_TIME_ZONE);
}

/** Return of a booking: its end date at PICKUP_HOUR in Los Angeles (a trip's days are whole 24 hours). */
export function returnInstant(endDate: string): Date {
  return wallTimeToInstant(endDate, PICKUP_HOUR, 0, MARKET_TIME_ZONE);
}

const HOUR_MS = 3_600_000;

/** Hours from `now` until the pickup of a trip starting on `startDate` (negative once it has passed). */
export function hoursUntilPickup(startDate: string, now: Date): number {
  return (pickupInstant(startDate).getTime() - now.getTime()) / HOUR_MS;
}
