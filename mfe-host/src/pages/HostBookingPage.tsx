import { useParams } from '@ladrive/routing';
import { HostBookingScreen } from '../features/dashboard';
import { InDashboardLanguage } from '../lib/InDashboardLanguage';

/** /host-dashboard/bookings/:id (requiresAuth: the shell shows its sign-in fallback when signed out). */
export default function HostBookingPage() {
  const { id = '' } = useParams();
  return (
    <InDashboardLanguage>
      <HostBookingScreen id={id} />
    </InDashboardLanguage>
  );
}
