import { isoDateToUtcMs, MARKET_TIME_ZONE } from '@ladrive/contracts';
import { type Language, LOCALE_OF } from './language';

/**
 * A formatter per language, each made the first time it is used: making one loads locale and time-zone data,
 * which at start-up took a phone a visible moment for all eight, and a page uses one or two.
 */
function perLanguage(options: Intl.DateTimeFormatOptions): (lang: Language) => Intl.DateTimeFormat {
  const made: Partial<Record<Language, Intl.DateTimeFormat>> = {};
  return (lang) => {
    made[lang] ??= new Intl.DateTimeFormat(LOCALE_OF[lang], options);
    return made[lang];
  };
}

const SHORT_DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
// An ISO date is a calendar day wherever the visitor is; a timestamp is its day in Los Angeles (the market's).
const calendarDay = perLanguage({ ...SHORT_DATE, timeZone: 'UTC' });
const marketDay = perLanguage({ ...SHORT_DATE, timeZone: MARKET_TIME_ZONE });
const monthYear = perLanguage({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const marketClock = perLanguage({
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKET_TIME_ZONE,
  timeZoneName: 'short',
});

const isIsoDate = (value: string) => value.length === 10;

/**
 * A day in the screen's language: '2026-12-01' → "Dec 1, 2026" on an English screen, "1 dic 2026" on a
 * Spanish one. A timestamp shows as its day in Los Angeles. Anything unreadable is shown as sent.
 */
export function formatDate(value: string, lang: Language): string {
  const ms = isIsoDate(value) ? isoDateToUtcMs(value) : Date.parse(value);
  if (Number.isNaN(ms)) return value;
  return (isIsoDate(value) ? calendarDay : marketDay)(lang).format(ms);
}

/** A timestamp or ISO date → "March 2024" / "marzo de 2024"; empty when unreadable. */
export function formatMonthYear(value: string, lang: Language): string {
  const ms = Date.parse(isIsoDate(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(ms) ? '' : monthYear(lang).format(ms);
}

/** A timestamp as the marketplace's clock shows it: "9:15 PM PST" / "9:15 p.m. PST". */
export function formatMarketTime(value: string, lang: Language): string {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : marketClock(lang).format(ms);
}
