import { RenterDashboard } from '../features/dashboard';

/** /dashboard (requiresAuth: the shell shows its sign-in fallback to visitors). */
export default function DashboardPage() {
  return <RenterDashboard />;
}
