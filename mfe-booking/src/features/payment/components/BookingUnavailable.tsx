import { BOOKING_NOT_FOUND, paths } from '@ladrive/contracts';
import { Button, Notice, Page } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';

/** No booking to pay: a missing, malformed or foreign booking id ('missing'), or the API failed ('error'). */
export function BookingUnavailable({ reason }: { reason: 'missing' | 'error' }) {
  return (
    <Page>
      <Notice
        role="alert"
        title={reason === 'missing' ? BOOKING_NOT_FOUND : "We couldn't load this booking"}
        actions={
          <Button as={Link} to={paths.dashboard}>
            Go to My Bookings
          </Button>
        }
      >
        {reason === 'missing'
          ? 'This payment link has no valid booking. Find your booking in your dashboard and pay from there.'
          : 'Please try again in a moment, or find your booking in your dashboard.'}
      </Notice>
    </Page>
  );
}
