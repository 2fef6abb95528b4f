import { useParams } from '@ladrive/routing';
import { HostBookingScreen } from '../features/dashboard';

/** /host-dashboard/bookings/:id (requiresAuth: the shell shows its sign-in fallback when signed out). */
export default function HostBookingPage() {
  const { id = '' } = useParams();
  return <HostBookingScreen id={id} />;
}
