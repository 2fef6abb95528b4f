/**
 * How emails write dates, times and cars, in the language of the email (es-US or en-US): days as the trip and
 * dashboard pages show them ('1 dic 2026' / 'Dec 1, 2026'; pickup in Los Angeles time). Amounts are contracts'
 * `formatUSD` of the stored amounts (US dollars, written the same in both languages).
 */
import { isoDateToUtcMs, type Language, LOCALE_OF, MARKET_TIME_ZONE, pickupInstant } from '@ladrive/contracts';

function formatsOf(locale: string) {
  const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
  return {
    calendarDay: new Intl.DateTimeFormat(locale, { ...day, timeZone: 'UTC' }),
    marketDay: new Intl.DateTimeFormat(locale, { ...day, timeZone: MARKET_TIME_ZONE }),
    marketClock: new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: MARKET_TIME_ZONE,
      timeZoneName: 'short',
    }),
  };
}
const FORMATS: Record<Language, ReturnType<typeof formatsOf>> = {
  en: formatsOf(LOCALE_OF.en),
  es: formatsOf(LOCALE_OF.es),
};

/** '2026-12-01' → '1 dic 2026' / 'Dec 1, 2026'. */
export const formatDay = (isoDate: string, language: Language) =>
  FORMATS[language].calendarDay.format(isoDateToUtcMs(isoDate));

/** A trip's days: '1 dic 2026 – 4 dic 2026'. */
export const formatTrip = (startDate: string, endDate: string, language: Language) =>
  `${formatDay(startDate, language)} – ${formatDay(endDate, language)}`;

/** An instant as its day and time in Los Angeles: '1 dic 2026, 9:15 p. m. PST' / 'Dec 1, 2026, 9:15 PM PST'. */
export const formatMarketTime = (instant: Date, language: Language) =>
  `${FORMATS[language].marketDay.format(instant)}, ${FORMATS[language].marketClock.format(instant)}`;

/** When a trip is picked up: its start date at the pickup hour, Los Angeles time. */
export const formatPickup = (startDate: string, language: Language) =>
  formatMarketTime(pickupInstant(startDate), language);

/** '2024 Toyota Corolla'. */
export const carName = (car: { year: number; make: string; model: string }) => `${car.year} ${car.make} ${car.model}`;
