import { type BookingView, paths } from '@ladrive/contracts';
import { Button, Card, Muted } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { formatRespondBy } from '@ladrive/marketplace-ui';
import { Link } from '@ladrive/routing';
import { useT } from '../../../i18n';

/** What a paid booking says: confirmed, or (a car that needs approval) awaiting the host until when. */
export function usePaidOutcome() {
  const t = useT();
  const lang = useLanguage();
  return (booking: Pick<BookingView, 'respondBy'>) =>
    booking.respondBy
      ? {
          title: t('payment.awaitingHost'),
          description: t('payment.awaitingHostBody', { respondBy: formatRespondBy(booking.respondBy, lang) }),
        }
      : { title: t('payment.success'), description: t('payment.confirmed') };
}

/** Shown while the page goes on to /dashboard. */
export function PaymentSucceeded({ booking }: { booking: Pick<BookingView, 'respondBy'> }) {
  const { title, description } = usePaidOutcome()(booking);
  return (
    <Card role="status">
      <h2>{title}</h2>
      <p>{description}</p>
    </Card>
  );
}

/** A booking with nothing left to pay: paid already (a request awaiting its host too), or cancelled. */
export function NothingToPay({ status }: Pick<BookingView, 'status'>) {
  const t = useT();
  return (
    <Card role="alert">
      <h2>{t(status === 'cancelled' ? 'payment.cancelled' : 'payment.alreadyPaid')}</h2>
      <Muted>{t('payment.nothingToPay')}</Muted>
      <Button as={Link} to={paths.dashboard}>
        {t('common.goToMyBookings')}
      </Button>
    </Card>
  );
}
