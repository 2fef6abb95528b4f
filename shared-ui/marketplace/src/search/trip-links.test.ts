import { describe, expect, it } from 'vitest';
import { bookingPageHref, carPageHref, searchHrefFrom, tripFromQuery } from './trip-links';

const SEARCH = 'location=Venice&startDate=2026-12-05&endDate=2026-12-08&sort=price_asc&page=2';

describe('the trip URL contract', () => {
  it('opens a car from a search with the whole search kept', () => {
    expect(carPageHref('car-1', SEARCH)).toBe(`/cars/car-1?${SEARCH}`);
  });

  it('reads the dates a URL carries, and nothing that is not a real date', () => {
    expect(tripFromQuery(SEARCH)).toEqual({ startDate: '2026-12-05', endDate: '2026-12-08', addInsurance: false });
    expect(tripFromQuery('startDate=2026-02-30&endDate=soon&addInsurance=true')).toEqual({
      startDate: '',
      endDate: '',
      addInsurance: true,
    });
  });

  it('books the trip chosen on the car page and keeps the search for the way back', () => {
    const booking = bookingPageHref('car-1', SEARCH, {
      startDate: '2026-12-06',
      endDate: '2026-12-09',
      addInsurance: true,
    });
    const query = new URL(booking, 'http://x').searchParams;
    expect(booking.startsWith('/booking/car-1?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({
      location: 'Venice',
      startDate: '2026-12-06',
      endDate: '2026-12-09',
      sort: 'price_asc',
      page: '2',
      addInsurance: 'true',
    });
    expect(searchHrefFrom(query)).toBe(
      '/search?location=Venice&startDate=2026-12-06&endDate=2026-12-09&sort=price_asc&page=2',
    );
    expect(carPageHref('car-1', query)).not.toContain('addInsurance');
  });

  it('goes back to a bare search when the car was opened from elsewhere', () => {
    expect(searchHrefFrom('')).toBe('/search');
    expect(carPageHref('a/b')).toBe('/cars/a%2Fb');
  });
});
