import { SEARCH_LOCATION_MAX_LENGTH } from '@ladrive/contracts';
import { apiErrorIssues, apiErrorStatus } from '@ladrive/platform';

/**
 * The place searched when the API's 400 says it knows no such place, or null for any other outcome. The API says
 * so in the visitor's language, so the refusal is read from its shape: a 400 on `location` for a place of an
 * acceptable length (the only other refusal of a location from a URL is its length).
 */
export function unknownPlace(error: unknown, location: string): string | null {
  const place = location.trim();
  const refused =
    apiErrorStatus(error) === 400 &&
    place.length <= SEARCH_LOCATION_MAX_LENGTH &&
    apiErrorIssues(error).some((issue) => issue.path === 'location');
  return refused ? place : null;
}
