import { CarSearch } from '../features/search';

/** /search and /search-results (same screen; the home page's search form and category tiles link here). */
export default function SearchPage() {
  return <CarSearch />;
}
