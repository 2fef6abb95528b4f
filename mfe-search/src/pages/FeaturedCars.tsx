import { FeaturedCarsGrid } from '../features/featured-cars';

/** Widget for the shell's `home.featuredCars` slot (not a page: it leaves the document title alone). */
export default function FeaturedCars() {
  return <FeaturedCarsGrid />;
}
