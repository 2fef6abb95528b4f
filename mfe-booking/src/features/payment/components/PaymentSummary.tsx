import type { BookingView } from '@ladrive/contracts';
import { Card, formatIsoDate, Muted } from '@ladrive/shared-ui';
import styled from 'styled-components';

const Amount = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.xxl};
  font-weight: 700;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

/** The car, the dates and the amount to pay. */
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
        {formatIsoDate(booking.startDate)} → {formatIsoDate(booking.endDate)}
      </Muted>
      <Amount data-testid="payment-amount">{amount}</Amount>
      <Muted style={{ margin: 0 }}>Total including service fee{booking.addInsurance ? ' and insurance' : ''}.</Muted>
    </Card>
  );
}
