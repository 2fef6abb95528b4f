import { useParams } from '@ladrive/routing';
import { BookingScreen } from '../features/booking';
import { InSpecLanguage } from '../lib/spec-language';

/** /booking/:id?startDate=&endDate=(&addInsurance=true). Handles the signed-out case itself (sign-in redirect). */
export default function BookingPage() {
  const { id = '' } = useParams();
  return (
    <InSpecLanguage module="./BookingPage">
      <BookingScreen key={id} carId={id} />
    </InSpecLanguage>
  );
}
