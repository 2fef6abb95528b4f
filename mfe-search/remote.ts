import { paths, SEARCH_QUERY_KEYS } from '@ladrive/contracts/pages';
import { defineRemote } from '@ladrive/platform/remote';
import { heroImage } from './src/features/car-details/hero-image.ts';

// the car page's first photo, as the gallery names it, with the route's :id
const carPageHero = heroImage(':id');

/** mfe-search: finding a car and its page. Everything about this remote's place in the site is declared here. */
export default defineRemote({
  name: 'mfe_search',
  port: 3001,
  pages: [
    {
      module: './SearchPage',
      file: './src/pages/SearchPage.tsx',
      paths: [paths.search, paths.searchResults],
      lang: 'es',
      // GET /api/cars with the search's keys, in the order the page writes them (page-data.test.ts holds it to
      // the request the page makes)
      data: [`/api/cars?${SEARCH_QUERY_KEYS.join('&')}`],
    },
    {
      module: './CarDetailsPage',
      file: './src/pages/CarDetailsPage.tsx',
      paths: [paths.car, paths.carDetails],
      lang: 'es',
      data: ['/api/cars/:id', '/api/cars/:id/availability', '/api/cars/:id/reviews', '/api/cars/:id/reviews/summary'],
      image: { srcset: carPageHero.srcSet, sizes: carPageHero.sizes },
    },
    { module: './HostProfilePage', file: './src/pages/HostProfilePage.tsx', paths: [paths.host], lang: 'es' },
  ],
  widgets: [{ module: './FeaturedCars', file: './src/pages/FeaturedCars.tsx', slot: 'home.featuredCars' }],
});
