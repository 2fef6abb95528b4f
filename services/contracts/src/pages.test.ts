import { describe, expect, it } from 'vitest';
import { hrefs, paths, SEARCH_QUERY_KEYS, searchQueryString } from './pages.ts';

describe('links to the pages', () => {
  it('fill the path parameters, encoded', () => {
    expect(hrefs.car('7c94 47e7/x')).toBe('/cars/7c94%2047e7%2Fx');
    expect(hrefs.host('h-1')).toBe('/hosts/h-1');
    expect(hrefs.trip('b-1')).toBe('/dashboard/trips/b-1');
    expect(hrefs.hostBooking('b-1')).toBe('/host-dashboard/bookings/b-1');
    expect(hrefs.booking('c-1', 'startDate=2026-12-01')).toBe('/booking/c-1?startDate=2026-12-01');
  });

  it('write a search in the keys’ order, trimmed, empty values left out', () => {
    expect(hrefs.searchResults({ endDate: '2030-05-04', location: ' Santa Monica ', startDate: '2030-05-01' })).toBe(
      '/search-results?location=Santa+Monica&startDate=2030-05-01&endDate=2030-05-04',
    );
    expect(hrefs.searchResults({ location: ' ', startDate: '', endDate: '' })).toBe(paths.searchResults);
    // the home form's search (spec section 2): only the filled fields
    expect(hrefs.searchResults({ location: '', startDate: '', endDate: '' })).toBe('/search-results');
    expect(hrefs.searchResults({ location: ' Santa Monica ', startDate: '', endDate: '' })).toBe(
      '/search-results?location=Santa+Monica',
    );
    expect(hrefs.searchResults({ location: '', startDate: '2030-05-01', endDate: '2030-05-04' })).toBe(
      '/search-results?startDate=2030-05-01&endDate=2030-05-04',
    );
    expect(hrefs.search({ category: 'suv' })).toBe('/search?category=suv');
  });

  it('keep a query string as it came', () => {
    expect(hrefs.search('sort=price_asc&location=Venice')).toBe('/search?sort=price_asc&location=Venice');
    expect(hrefs.search()).toBe('/search');
  });

  it('have a key for every part of a search', () => {
    const every = Object.fromEntries(SEARCH_QUERY_KEYS.map((key) => [key, `${key} value`]));
    expect(searchQueryString(every)).toBe(
      SEARCH_QUERY_KEYS.map((key) => `${key}=${encodeURIComponent(`${key} value`).replace(/%20/g, '+')}`).join('&'),
    );
  });
});
