import { unknownPlaceMessage, unknownPlaceMessageEs } from '@ladrive/contracts';
import { apiErrorMessage, apiErrorStatus } from '@ladrive/platform';

/**
 * The place searched when the API's 400 says it knows no such place (in whichever language the request asked
 * for), or null for any other outcome.
 */
export function unknownPlace(error: unknown, location: string): string | null {
  if (!error || apiErrorStatus(error) !== 400) return null;
  const place = location.trim();
  const message = apiErrorMessage(error);
  return message === unknownPlaceMessage(place) || message === unknownPlaceMessageEs(place) ? place : null;
}
