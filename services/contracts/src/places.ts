/**
 * Places a renter types into search (a city, "City, ST", a neighbourhood, a ZIP code or an airport code),
 * as the API's gazetteer resolves and suggests them (GET /api/places).
 */
import * as v from 'valibot';
import { message } from './i18n/messages.ts';

export const PLACE_KINDS = ['city', 'neighbourhood', 'zip', 'airport'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The longest place name a search or a suggestion request takes. */
export const SEARCH_LOCATION_MAX_LENGTH = 100;
/** How many suggestions GET /api/places returns at most. */
export const PLACE_SUGGESTIONS_MAX = 8;

/** GET /api/places?q=: fewer than 2 characters suggest nothing (too many places start with one letter). */
export const PlacesQuerySchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(message('places.queryNotText')),
      v.trim(),
      v.maxLength(SEARCH_LOCATION_MAX_LENGTH, message('places.queryTooLong', { max: SEARCH_LOCATION_MAX_LENGTH })),
    ),
    '',
  ),
});

/**
 * One suggestion: `value` is what goes into the search (and resolves to this very place), `label` the
 * place as a person reads it, `detail` what kind of place it is or where.
 */
export const PlaceSuggestionSchema = v.strictObject({
  value: v.string(),
  label: v.string(),
  kind: v.picklist(PLACE_KINDS),
  detail: v.string(),
});
export type PlaceSuggestion = v.InferOutput<typeof PlaceSuggestionSchema>;

/** The API's 400 on `location` when the gazetteer knows no such place. */
export const unknownPlaceMessage = (place: string) => message('places.unknown', { place });

/** The same refusal on the search page (its Spanish part shows the Spanish text). */
export const unknownPlaceMessageEs = unknownPlaceMessage;

/** Each kind's word on the search forms' suggestions. */
export const PLACE_KIND_LABELS_ES: Record<PlaceKind, string> = {
  city: message('places.kindCity'),
  neighbourhood: message('places.kindNeighbourhood'),
  zip: message('places.kindZip'),
  airport: message('places.kindAirport'),
};

const KM_PER_MILE = 1.609344;

/** Kilometres (the database's haversine) → miles as the site shows them, to one decimal. */
export function milesFromKm(km: number): number {
  return Math.round((km / KM_PER_MILE) * 10) / 10;
}
