export { HomePage } from './components/HomePage';
export { searchResultsUrl } from './search-results-url';
