import { type BookingView, CHECKOUT_HOLD_MINUTES, HOST_RESPONSE_HOURS } from '@ladrive/contracts';
import { Card, formatDate, formatMarketTime, Muted } from '@ladrive/design-system';
import { formatRespondBy } from '@ladrive/marketplace-ui';
import styled from 'styled-components';

const Amount = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.xxl};
  font-weight: 700;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const Hold = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/**
 * The car, the dates with pickup and return times, the amount to pay and how long the dates are held; for a car that
 * needs its host's approval, what paying does, and once paid, until when the host answers.
 */
export function PaymentSummary({
  booking,
  carName,
  amount,
}: {
  booking: BookingView;
  carName: string;
  amount: string;
}) {
  return (
    <Card as="section" aria-label="Booking summary">
      <Muted style={{ margin: 0 }}>Booking for</Muted>
      <h2 style={{ margin: '0.25rem 0' }}>{carName}</h2>
      <Muted style={{ margin: 0 }}>
        {formatDate(booking.startDate, 'en')} → {formatDate(booking.endDate, 'en')}
      </Muted>
      <Muted style={{ margin: 0 }}>Pickup and return at 10:00 AM, Los Angeles time.</Muted>
      <Amount data-testid="payment-amount">{amount}</Amount>
      <Muted style={{ margin: 0 }}>Total including service fee{booking.addInsurance ? ' and insurance' : ''}.</Muted>
      {booking.requiresApproval && booking.status === 'pending' && !booking.awaitingHost && (
        <Muted style={{ margin: '0.75rem 0 0' }} data-testid="approval-note">
          The host approves this booking: paying authorises your card, and the host has {HOST_RESPONSE_HOURS} hours (or
          until pickup) to accept it. If they decline or do not answer, you get a full refund.
        </Muted>
      )}
      {booking.respondBy ? (
        <Hold data-testid="respond-by">
          <strong>Awaiting the host.</strong> They answer by <strong>{formatRespondBy(booking.respondBy, 'en')}</strong>
          ; your dates are held until then.
        </Hold>
      ) : (
        booking.status === 'pending' && (
          <Hold data-testid="checkout-hold">
            We hold these dates for you for {CHECKOUT_HOLD_MINUTES} minutes, until{' '}
            <strong>{formatMarketTime(booking.holdExpiresAt, 'en')}</strong>. If the booking is not paid by then, the
            dates are released and you will need to book again.
          </Hold>
        )
      )}
    </Card>
  );
}
