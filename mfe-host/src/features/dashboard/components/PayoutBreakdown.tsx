import { type BookingView, daysBetween, discountLabel, SITE_NAME, storedDiscount, toCents } from '@ladrive/contracts';
import { formatAmount } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { AmountLines } from '@ladrive/marketplace-ui';
import { useT } from '../../../i18n';
import { useDeduction } from '../lib/deduction';

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
  const t = useT();
  const lang = useLanguage();
  const deduction = useDeduction();
  const days = Math.max(1, daysBetween(booking.startDate, booking.endDate));
  const discount = storedDiscount({ ...booking, baseCents: toCents(payout.basePrice) });
  return (
    <AmountLines aria-label={t('bookings.yourPayout')} data-testid="payout-breakdown">
      <dt>{t('payout.rental', { days })}</dt>
      <dd>{formatAmount(payout.basePrice)}</dd>
      {discount && (
        <>
          <dt>{discountLabel(discount.kind, discount.percent, lang)}</dt>
          <dd>{deduction(payout.discount)}</dd>
        </>
      )}
      <dt>{t('payout.commission', { site: SITE_NAME, percent: payout.commissionPercent })}</dt>
      <dd>{deduction(payout.commission)}</dd>
      <dt className="total">{t('payout.youReceive')}</dt>
      <dd className="total">{formatAmount(payout.payout)}</dd>
    </AmountLines>
  );
}
