import { Speaks } from '@ladrive/i18n';
import { FeaturedCarsGrid } from '../features/featured-cars';

/**
 * Widget for the shell's `home.featuredCars` slot (not a page: it leaves the document title alone). Its texts are
 * the home page's, English in the spec, wherever the slot sits.
 */
export default function FeaturedCars() {
  return (
    <Speaks lang="en">
      <div>
        <FeaturedCarsGrid />
      </div>
    </Speaks>
  );
}
