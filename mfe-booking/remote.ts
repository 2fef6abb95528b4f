import { paths } from '@ladrive/contracts/pages';
import { defineRemote } from '@ladrive/platform/remote';

/** mfe-booking: booking a car, paying, the renter's trips, and everyone's conversations (renters and hosts). */
export default defineRemote({
  name: 'mfe_booking',
  port: 3002,
  pages: [
    // The booking page handles a signed-out visitor itself: a full-page redirect to sign-in and back.
    { module: './BookingPage', file: './src/pages/BookingPage.tsx', paths: [paths.booking] },
    { module: './PaymentPage', file: './src/pages/PaymentPage.tsx', paths: [paths.payment], requiresAuth: true },
    {
      module: './DashboardPage',
      file: './src/pages/DashboardPage.tsx',
      paths: [paths.dashboard],
      requiresAuth: true,
      lang: 'es',
    },
    {
      module: './TripPage',
      file: './src/pages/TripPage.tsx',
      paths: [paths.trip],
      requiresAuth: true,
      lang: 'es',
    },
    {
      module: './MessagesPage',
      file: './src/pages/MessagesPage.tsx',
      paths: [paths.messages],
      requiresAuth: true,
      lang: 'es',
    },
    {
      module: './ConversationPage',
      file: './src/pages/ConversationPage.tsx',
      paths: [paths.conversation],
      requiresAuth: true,
      lang: 'es',
    },
  ],
});
