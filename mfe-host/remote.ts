import { paths } from '@ladrive/contracts/pages';
import { defineRemote } from '@ladrive/platform/remote';
import { DASHBOARD_LANGUAGE } from './src/lib/spec-language.ts';

/** mfe-host: listing a car and the host's dashboard. */
export default defineRemote({
  name: 'mfe_host',
  port: 3003,
  pages: [
    // The listing page shows its own signed-out card ('List Your Car' / 'Log In to Continue').
    { module: './ListCarPage', file: './src/pages/ListCarPage.tsx', paths: [paths.listCar] },
    {
      module: './HostDashboardPage',
      file: './src/pages/HostDashboardPage.tsx',
      paths: [paths.hostDashboard],
      requiresAuth: true,
      lang: DASHBOARD_LANGUAGE,
    },
    {
      module: './HostBookingPage',
      file: './src/pages/HostBookingPage.tsx',
      paths: [paths.hostBooking],
      requiresAuth: true,
      lang: DASHBOARD_LANGUAGE,
    },
  ],
});
