import { AdminGate } from '../features/access';
import { AdminDashboard } from '../features/dashboard';

/** /admin-dashboard (requiresAuth: the shell shows its sign-in fallback when signed out); admins only. */
export default function AdminDashboardPage() {
  return (
    <AdminGate>
      <AdminDashboard />
    </AdminGate>
  );
}
