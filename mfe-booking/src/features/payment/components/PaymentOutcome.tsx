import { type BookingStatus, paths } from '@ladrive/contracts';
import { Button, Card, Muted } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';

/** Shown while the page goes on to /dashboard. */
export function PaymentSucceeded() {
  return (
    <Card role="status">
      <h2>Payment successful!</h2>
      <p>Your booking is confirmed.</p>
    </Card>
  );
}

/** A booking that is no longer pending: paid already, or cancelled. */
export function NothingToPay({ status }: { status: BookingStatus }) {
  return (
    <Card role="alert">
      <h2>{status === 'cancelled' ? 'This booking was cancelled' : 'This booking is already paid'}</h2>
      <Muted>There is nothing to pay for this booking.</Muted>
      <Button as={Link} to={paths.dashboard}>
        Go to My Bookings
      </Button>
    </Card>
  );
}
