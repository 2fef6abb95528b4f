import { useParams } from '@ladrive/routing';
import { BookingScreen } from '../features/booking';

/** /booking/:id?startDate=&endDate=(&addInsurance=true). Handles the signed-out case itself (sign-in redirect). */
export default function BookingPage() {
  const { id = '' } = useParams();
  return <BookingScreen key={id} carId={id} />;
}
