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
  SEARCH_FILTER_MESSAGES_ES,
  SEARCH_LOCATION_MAX_LENGTH,
  TRIP_DATE_REFUSALS_ES,
} from '@ladrive/contracts';
import type { Language } from '@ladrive/design-system';
import * as v from 'valibot';

export const TRIP_SEARCH_MESSAGES: Record<
  Language,
  Record<'invalidDate' | 'startInPast' | 'endNotAfterStart' | 'startMissing' | 'endMissing' | 'locationTooLong', string>
> = {
  en: {
    invalidDate: 'Enter a valid date',
    startInPast: BOOKING_FIELD_MESSAGES.startInPast,
    endNotAfterStart: BOOKING_SUBMIT_REFUSALS.dates.description,
    startMissing: 'Choose a start date as well, or clear the end date',
    endMissing: 'Choose an end date as well, or clear the start date',
    locationTooLong: 'The location is too long',
  },
  es: {
    invalidDate: 'Ingresa una fecha válida',
    startInPast: TRIP_DATE_REFUSALS_ES.startInPast.description,
    endNotAfterStart: TRIP_DATE_REFUSALS_ES.endNotAfterStart.description,
    startMissing: 'Elige también la fecha de inicio, o borra la fecha de fin',
    endMissing: 'Elige también la fecha de fin, o borra la fecha de inicio',
    locationTooLong: SEARCH_FILTER_MESSAGES_ES.locationTooLong,
  },
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
