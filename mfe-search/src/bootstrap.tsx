import { renderStandalone } from '@ladrive/shared-ui';
import CarDetailsPage from './pages/CarDetailsPage';
import FeaturedCars from './pages/FeaturedCars';
import SearchPage from './pages/SearchPage';

// Standalone dev entry: the pages inside the providers the shell would give them.
renderStandalone({
  '/search': SearchPage,
  '/search-results': SearchPage,
  '/cars/:id': CarDetailsPage,
  '/car-details/:id': CarDetailsPage,
  '/featured': FeaturedCars,
  '/': SearchPage,
});
