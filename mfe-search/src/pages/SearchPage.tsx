import { CarSearch } from '../features/search';
import { InSpecLanguage } from '../lib/spec-language';

/** /search and /search-results (same screen; the home page's search form and category tiles link here). */
export default function SearchPage() {
  return (
    <InSpecLanguage module="./SearchPage">
      <CarSearch />
    </InSpecLanguage>
  );
}
