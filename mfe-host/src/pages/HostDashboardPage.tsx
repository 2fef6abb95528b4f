import { HostDashboard } from '../features/dashboard';
import { InDashboardLanguage } from '../lib/InDashboardLanguage';

/** /host-dashboard 'Panel del Anfitrión' (requiresAuth: the shell shows its sign-in fallback when signed out). */
export default function HostDashboardPage() {
  return (
    <InDashboardLanguage>
      <HostDashboard />
    </InDashboardLanguage>
  );
}
