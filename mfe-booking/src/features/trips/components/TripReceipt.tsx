import { type BookingView, bookingReceipt, discountLabel, SERVICE_FEE_PERCENT } from '@ladrive/contracts';
import { formatAmount } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { AmountLines } from '@ladrive/marketplace-ui';
import { useT } from '../../../i18n';

/**
 * The receipt as charged: the line items stored on the booking (price × days, the car's discount, insurance, the
 * service fee, the total; LA Drive adds no taxes) and then what the card paid, what a cancellation refunded and what was kept.
 */
export function TripReceipt({ booking }: { booking: BookingView }) {
  const t = useT();
  const lang = useLanguage();
  const receipt = bookingReceipt(booking);
  const paid = Number(receipt.paid) > 0;
  return (
    <AmountLines aria-label={t('trip.receipt')} data-testid="trip-receipt">
      <dt>{t('trip.priceTimesDays', { price: formatAmount(receipt.pricePerDay), days: receipt.days })}</dt>
      <dd>{formatAmount(receipt.base)}</dd>
      {receipt.discountRate && (
        <>
          <dt>{discountLabel(receipt.discountRate.kind, receipt.discountRate.percent, lang)}</dt>
          <dd>{t('trip.discountAmount', { amount: formatAmount(receipt.discount) })}</dd>
        </>
      )}
      {Number(receipt.insurance) > 0 && (
        <>
          <dt>{t('trip.insurance')}</dt>
          <dd>{formatAmount(receipt.insurance)}</dd>
        </>
      )}
      <dt>{t('trip.serviceFee', { percent: SERVICE_FEE_PERCENT })}</dt>
      <dd>{formatAmount(receipt.serviceFee)}</dd>
      <dt className="total">{t('trip.total')}</dt>
      <dd className="total">{formatAmount(receipt.total)}</dd>
      <dt>{t(paid ? 'trip.paidByCard' : 'trip.paid')}</dt>
      <dd>{paid ? formatAmount(receipt.paid) : t('trip.nothingYet')}</dd>
      {receipt.refunded !== null && (
        <>
          <dt>{t('trip.refunded')}</dt>
          <dd>{formatAmount(receipt.refunded)}</dd>
          <dt className="total">{t('trip.finallyCharged')}</dt>
          <dd className="total">{formatAmount(receipt.kept)}</dd>
        </>
      )}
    </AmountLines>
  );
}
