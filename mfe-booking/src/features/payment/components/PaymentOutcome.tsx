import { type BookingView, paths } from '@ladrive/contracts';
import { Button, Card, Muted } from '@ladrive/design-system';
import { formatRespondBy } from '@ladrive/marketplace-ui';
import { Link } from '@ladrive/routing';

/** What a paid booking says: confirmed, or (a car that needs approval) awaiting the host until when. */
export function paidOutcome(booking: Pick<BookingView, 'respondBy'>) {
  return booking.respondBy
    ? {
        title: 'Awaiting the host',
        description: `Your card is authorised. The host answers by ${formatRespondBy(booking.respondBy, 'en')}; if they decline or do not answer, you get a full refund.`,
      }
    : { title: 'Payment successful!', description: 'Your booking is confirmed.' };
}

/** Shown while the page goes on to /dashboard. */
export function PaymentSucceeded({ booking }: { booking: Pick<BookingView, 'respondBy'> }) {
  const { title, description } = paidOutcome(booking);
  return (
    <Card role="status">
      <h2>{title}</h2>
      <p>{description}</p>
    </Card>
  );
}

/** A booking with nothing left to pay: paid already (a request awaiting its host too), or cancelled. */
export function NothingToPay({ status }: Pick<BookingView, 'status'>) {
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
