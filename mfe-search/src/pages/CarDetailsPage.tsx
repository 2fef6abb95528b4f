import { useParams } from '@ladrive/routing';
import { CarDetails } from '../features/car-details';
import { InSpecLanguage } from '../lib/spec-language';

/** /cars/:id and /car-details/:id (same screen). */
export default function CarDetailsPage() {
  const { id = '' } = useParams();
  // A new id is a new page: fresh gallery position and booking dates.
  return (
    <InSpecLanguage module="./CarDetailsPage">
      <CarDetails key={id} carId={id} />
    </InSpecLanguage>
  );
}
