import { useParams } from '@ladrive/routing';
import { TripScreen } from '../features/trips';

/** /dashboard/trips/:id (requiresAuth: the shell shows its sign-in fallback to visitors). */
export default function TripPage() {
  const { id = '' } = useParams();
  return <TripScreen id={id} />;
}
