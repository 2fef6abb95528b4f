export interface CarSearch {
  location: string;
  startDate: string;
  endDate: string;
}

/** `/search-results` with location, startDate and endDate, each only when filled (spec section 2). */
export function searchResultsUrl({ location, startDate, endDate }: CarSearch): string {
  const params = new URLSearchParams();
  const place = location.trim();
  if (place) params.set('location', place);
  if (startDate) params.set('startDate', startDate);
  if (endDate) params.set('endDate', endDate);
  const query = params.toString();
  return query ? `/search-results?${query}` : '/search-results';
}
