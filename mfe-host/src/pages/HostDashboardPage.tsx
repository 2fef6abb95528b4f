import { HostDashboard } from '../features/dashboard';

/** /host-dashboard 'Panel del Anfitrión' (requiresAuth: the shell shows its sign-in fallback when signed out). */
export default function HostDashboardPage() {
  return <HostDashboard />;
}
