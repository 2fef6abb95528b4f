import { type BookingView, daysBetween, discountLabel, SITE_NAME, storedDiscount, toCents } from '@ladrive/contracts';
import { formatAmount } from '@ladrive/design-system';
import { AmountLines } from '@ladrive/marketplace-ui';

export type HostPayout = NonNullable<BookingView['hostPayout']>;

/**
 * What the host earns from a booking as made (contracts' `hostPayout`, sent by the API to the host): the rental
 * before the discount, the discount as its own line, the platform's commission at the booking's rate, the payout.
 */
export function PayoutBreakdown({
  booking,
  payout,
}: {
  booking: Pick<BookingView, 'startDate' | 'endDate' | 'discountAmount'>;
  payout: HostPayout;
}) {
  const days = Math.max(1, daysBetween(booking.startDate, booking.endDate));
  const discount = storedDiscount({ ...booking, baseCents: toCents(payout.basePrice) });
  return (
    <AmountLines aria-label="Tu pago" data-testid="payout-breakdown">
      <dt>Precio del alquiler ({days === 1 ? '1 día' : `${days} días`})</dt>
      <dd>{formatAmount(payout.basePrice)}</dd>
      {discount && (
        <>
          <dt>{discountLabel(discount.kind, discount.percent, 'es')}</dt>
          <dd>−{formatAmount(payout.discount)}</dd>
        </>
      )}
      <dt>{`Comisión de ${SITE_NAME} (${payout.commissionPercent}%)`}</dt>
      <dd>−{formatAmount(payout.commission)}</dd>
      <dt className="total">Recibes</dt>
      <dd className="total">{formatAmount(payout.payout)}</dd>
    </AmountLines>
  );
}
