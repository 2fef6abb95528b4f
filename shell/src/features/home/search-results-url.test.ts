import { searchResultsUrl } from './search-results-url';

describe('searchResultsUrl', () => {
  it('adds only the filled fields', () => {
    expect(searchResultsUrl({ location: '', startDate: '', endDate: '' })).toBe('/search-results');
    expect(searchResultsUrl({ location: ' Santa Monica ', startDate: '', endDate: '' })).toBe(
      '/search-results?location=Santa+Monica',
    );
    expect(searchResultsUrl({ location: '', startDate: '2030-05-01', endDate: '2030-05-04' })).toBe(
      '/search-results?startDate=2030-05-01&endDate=2030-05-04',
    );
  });
});
