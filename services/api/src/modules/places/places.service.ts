/** Places for the other modules: a search's origin, a listed car's position. */
import { unknownPlaceMessage } from '@ladrive/contracts';
import { ApiError } from '../../http/errors.ts';
import { type Place, resolvePlace } from './gazetteer.ts';

/** The place a search names, or a 400 on `location` that says what the search understands. */
export function placeOrRefuse(location: string): Place {
  const place = resolvePlace(location);
  if (place) return place;
  const message = unknownPlaceMessage(location);
  throw new ApiError(400, message, { issues: [{ path: 'location', message }] });
}

export interface Position {
  latitude: number;
  longitude: number;
}

const ZIP_AT_END = /\b(\d{5})(?:-\d{4})?\s*$/;

/**
 * Where a car is picked up, as precisely as its address allows: the ZIP code's point when one is given
 * or the street address ends with one, else its city's (or neighbourhood's) point in its state; null when the
 * gazetteer knows neither (the car is then found by no place search).
 */
export function positionOfAddress(address: {
  location: string;
  city: string;
  state: string;
  zip?: string;
}): Position | null {
  const zip = address.zip ?? ZIP_AT_END.exec(address.location)?.[1];
  const place =
    (zip ? resolvePlace(zip) : undefined) ??
    resolvePlace(`${address.city}, ${address.state}`) ??
    resolvePlace(address.city);
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}
