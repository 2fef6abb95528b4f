import { renderStandalone } from '@ladrive/shared-ui';
import BookingPage from './pages/BookingPage';
import DashboardPage from './pages/DashboardPage';
import PaymentPage from './pages/PaymentPage';

// Standalone dev entry: the pages inside the providers the shell would give them.
renderStandalone({
  '/booking/:id': BookingPage,
  '/payment': PaymentPage,
  '/dashboard': DashboardPage,
  '/': DashboardPage,
});
