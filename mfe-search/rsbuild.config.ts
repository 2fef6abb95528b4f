import { defineRemoteConfig } from '@ladrive/shared-ui/build';

export default defineRemoteConfig({
  name: 'mfe_search',
  port: 3001,
  exposes: {
    // One page module serves /search and /search-results; one serves /cars/:id and /car-details/:id.
    './SearchPage': './src/pages/SearchPage.tsx',
    './CarDetailsPage': './src/pages/CarDetailsPage.tsx',
    // Widget for the shell's `home.featuredCars` slot.
    './FeaturedCars': './src/pages/FeaturedCars.tsx',
  },
});
