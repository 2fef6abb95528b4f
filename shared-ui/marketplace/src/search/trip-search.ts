/**
 * The place-and-dates part of the two search forms (home and the search page), one schema in each
 * page's language: checked in the form before the search opens, so a renter never lands on results
 * for dates that cannot be booked. The API keeps its own 400s for the same rules.
 */
import {
  BOOKING_FIELD_MESSAGES,
  BOOKING_SUBMIT_REFUSALS,
  isValidIsoDate,
  marketToday,
  SEARCH_LOCATION_MAX_LENGTH,
} from '@ladrive/contracts';
import type { Language } from '@ladrive/design-system';
import * as v from 'valibot';
import { translate } from './i18n';

type TripSearchMessage =
  | 'invalidDate'
  | 'startInPast'
  | 'endNotAfterStart'
  | 'startMissing'
  | 'endMissing'
  | 'locationTooLong';

/**
 * The form's own checks in `lang` (its catalog), beside the booking rules' messages it shares with the API: those
 * stay contracts references, said by the field that shows them (`Field`), so the contracts' catalog loads only then.
 */
function messagesIn(lang: Language): Record<TripSearchMessage, string> {
  const t = translate(lang);
  return {
    invalidDate: t('tripSearch.invalidDate'),
    startInPast: BOOKING_FIELD_MESSAGES.startInPast,
    endNotAfterStart: BOOKING_SUBMIT_REFUSALS.dates.description,
    startMissing: t('tripSearch.startMissing'),
    endMissing: t('tripSearch.endMissing'),
    locationTooLong: t('tripSearch.locationTooLong'),
  };
}

export const TRIP_SEARCH_MESSAGES: Record<Language, Record<TripSearchMessage, string>> = {
  en: messagesIn('en'),
  es: messagesIn('es'),
};

export interface TripSearchValues {
  location: string;
  startDate: string;
  endDate: string;
}

/**
 * The search form's schema: location, startDate and endDate ('' = not chosen) plus the form's own
 * `entries`. Both dates or neither; none before today (the market's day); the end after the start.
 */
export function tripSearchSchema<const Entries extends v.ObjectEntries>(
  language: Language,
  entries: Entries,
  today: string = marketToday(),
): v.GenericSchema<
  TripSearchValues & v.InferInput<v.ObjectSchema<Entries, undefined>>,
  TripSearchValues & v.InferOutput<v.ObjectSchema<Entries, undefined>>
> {
  const messages = TRIP_SEARCH_MESSAGES[language];
  const date = v.pipe(
    v.string(),
    v.check((value) => value === '' || isValidIsoDate(value), messages.invalidDate),
  );
  const trip = v.object({
    location: v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_LOCATION_MAX_LENGTH, messages.locationTooLong)),
    startDate: date,
    endDate: date,
  });
  // the form's own entries are checked by their own schemas; the date rules read only the trip's three fields
  const object = v.object({ ...trip.entries, ...entries }) as unknown as typeof trip;
  const checked = v.pipe(
    object,
    v.forward(
      v.partialCheck([['startDate']], ({ startDate }) => !startDate || startDate >= today, messages.startInPast),
      ['startDate'],
    ),
    v.forward(
      v.partialCheck(
        [['startDate'], ['endDate']],
        ({ startDate, endDate }) => !endDate || Boolean(startDate),
        messages.startMissing,
      ),
      ['startDate'],
    ),
    v.forward(
      v.partialCheck(
        [['startDate'], ['endDate']],
        ({ startDate, endDate }) => !startDate || Boolean(endDate),
        messages.endMissing,
      ),
      ['endDate'],
    ),
    v.forward(
      v.partialCheck(
        [['startDate'], ['endDate']],
        ({ startDate, endDate }) => !startDate || !endDate || endDate > startDate,
        messages.endNotAfterStart,
      ),
      ['endDate'],
    ),
  );
  return checked as unknown as v.GenericSchema<
    TripSearchValues & v.InferInput<v.ObjectSchema<Entries, undefined>>,
    TripSearchValues & v.InferOutput<v.ObjectSchema<Entries, undefined>>
  >;
}
