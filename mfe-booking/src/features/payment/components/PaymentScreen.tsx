import type { BookingView } from '@ladrive/contracts';
import { formatAmount, media, Page, Skeleton, useDocumentTitle } from '@ladrive/design-system';
import { apiErrorStatus } from '@ladrive/platform';
import { useSearchParams } from '@ladrive/routing';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { carName } from '../../../lib/bookings';
import { useBooking } from '../api/payment-api';
import { usePayment } from '../hooks/usePayment';
import { BookingUnavailable } from './BookingUnavailable';
import { CardForm } from './CardForm';
import { NothingToPay, PaymentSucceeded } from './PaymentOutcome';
import { PaymentSummary } from './PaymentSummary';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 960px;
  margin: 0 auto;
  ${media.lg} { grid-template-columns: 320px minmax(0, 1fr); align-items: start; }
`;

/**
 * /payment?bookingId=&amount=&car=: summary, card form, 2-second processing, then /dashboard. What is
 * shown and paid comes from the booking the API returns (its car and total), never from the URL.
 */
export function PaymentScreen() {
  const t = useT();
  useDocumentTitle(t('payment.title'));
  const [params] = useSearchParams();
  const rawId = params.get('bookingId') ?? '';
  const bookingId = UUID.test(rawId) ? rawId : null;
  const booking = useBooking(bookingId);

  if (!bookingId) return <BookingUnavailable reason="missing" />;
  if (booking.isPending) {
    return (
      <Page role="status" aria-busy="true" aria-label={t('payment.loading')}>
        <Layout>
          <Skeleton $height="12rem" />
          <Skeleton $height="22rem" />
        </Layout>
      </Page>
    );
  }
  if (booking.error) {
    const status = apiErrorStatus(booking.error);
    return <BookingUnavailable reason={status === 404 || status === 403 || status === 400 ? 'missing' : 'error'} />;
  }
  return <PaymentPanel booking={booking.data} />;
}

/** The summary beside one of three states: the card form (also while processing), paid, or nothing to pay. */
function PaymentPanel({ booking }: { booking: BookingView }) {
  const t = useT();
  const { phase, declined, paid, pay } = usePayment(booking.id);
  const amount = formatAmount(booking.totalPrice);
  const alreadyPaid = phase === 'form' && (booking.status !== 'pending' || booking.awaitingHost);
  return (
    <Page>
      <h1 style={{ textAlign: 'center' }}>{t('payment.heading')}</h1>
      <Layout>
        <PaymentSummary booking={paid ?? booking} carName={carName(booking.car)} amount={amount} />
        {phase === 'paid' ? (
          <PaymentSucceeded booking={paid ?? booking} />
        ) : alreadyPaid ? (
          <NothingToPay status={booking.status} />
        ) : (
          <CardForm amount={amount} processing={phase === 'processing'} declined={declined} pay={pay} />
        )}
      </Layout>
    </Page>
  );
}
