import { RenterDashboard } from '../features/dashboard';
import { InSpecLanguage } from '../lib/spec-language';

/** /dashboard (requiresAuth: the shell shows its sign-in fallback to visitors). */
export default function DashboardPage() {
  return (
    <InSpecLanguage module="./DashboardPage">
      <RenterDashboard />
    </InSpecLanguage>
  );
}
