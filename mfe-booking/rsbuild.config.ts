import { defineRemoteConfig } from '@ladrive/shared-ui/build';

export default defineRemoteConfig({
  name: 'mfe_booking',
  port: 3002,
  exposes: {
    './BookingPage': './src/pages/BookingPage.tsx',
    './PaymentPage': './src/pages/PaymentPage.tsx',
    './DashboardPage': './src/pages/DashboardPage.tsx',
  },
});
