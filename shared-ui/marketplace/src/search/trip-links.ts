import { hrefs, isValidIsoDate, TRIP_QUERY_KEYS } from '@ladrive/contracts';

/**
 * The one URL contract of search → car page → booking page → back. Every page keeps the search's query
 * string as it came (location, dates, sort, filters, page) so '← Volver a la búsqueda' returns to the same
 * search; the car and booking pages read and write only the trip's dates (and the insurance choice).
 */
export interface TripChoice {
  startDate: string;
  endDate: string;
  addInsurance: boolean;
}

type QueryInput = URLSearchParams | string;

function copyOf(query: QueryInput): URLSearchParams {
  return new URLSearchParams(query);
}

/** The trip a URL carries: each date only when it is a real 'YYYY-MM-DD' ('' otherwise), insurance when 'true'. */
export function tripFromQuery(query: QueryInput): TripChoice {
  const params = copyOf(query);
  const date = (key: string) => {
    const value = params.get(key)?.trim() ?? '';
    return isValidIsoDate(value) ? value : '';
  };
  return {
    startDate: date(TRIP_QUERY_KEYS.startDate),
    endDate: date(TRIP_QUERY_KEYS.endDate),
    addInsurance: params.get(TRIP_QUERY_KEYS.addInsurance) === 'true',
  };
}

/** The query with the trip written in (dates replaced, `addInsurance=true` only when chosen), the rest kept. */
export function queryWithTrip(query: QueryInput, trip: TripChoice): URLSearchParams {
  const params = copyOf(query);
  params.set(TRIP_QUERY_KEYS.startDate, trip.startDate);
  params.set(TRIP_QUERY_KEYS.endDate, trip.endDate);
  if (trip.addInsurance) params.set(TRIP_QUERY_KEYS.addInsurance, 'true');
  else params.delete(TRIP_QUERY_KEYS.addInsurance);
  return params;
}

/** `/cars/:id?…`: the car page opened from a search keeps that search's query (insurance is the car page's own). */
export function carPageHref(carId: string, query: QueryInput = ''): string {
  const params = copyOf(query);
  params.delete(TRIP_QUERY_KEYS.addInsurance);
  return hrefs.car(carId, params.toString());
}

/** `/booking/:id?…`: the search's query with the trip chosen on the car page. */
export function bookingPageHref(carId: string, query: QueryInput, trip: TripChoice): string {
  return hrefs.booking(carId, queryWithTrip(query, trip).toString());
}

/** `/search?…`: the search a car or booking page was reached from (bare `/search` when there was none). */
export function searchHrefFrom(query: QueryInput): string {
  const params = copyOf(query);
  params.delete(TRIP_QUERY_KEYS.addInsurance);
  return hrefs.search(params.toString());
}
