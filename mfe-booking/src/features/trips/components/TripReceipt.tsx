import { type BookingView, bookingReceipt, discountLabel, SERVICE_FEE_PERCENT } from '@ladrive/contracts';
import { formatAmount } from '@ladrive/design-system';
import { AmountLines } from '@ladrive/marketplace-ui';

/**
 * The receipt as charged: the line items stored on the booking (price × days, the car's discount, insurance, the
 * service fee, the total; LA Drive adds no taxes) and then what the card paid, what a cancellation refunded and what was kept.
 */
export function TripReceipt({ booking }: { booking: BookingView }) {
  const receipt = bookingReceipt(booking);
  const paid = Number(receipt.paid) > 0;
  return (
    <AmountLines aria-label="Recibo" data-testid="trip-receipt">
      <dt>
        {formatAmount(receipt.pricePerDay)} × {receipt.days} {receipt.days === 1 ? 'día' : 'días'}
      </dt>
      <dd>{formatAmount(receipt.base)}</dd>
      {receipt.discountRate && (
        <>
          <dt>{discountLabel(receipt.discountRate.kind, receipt.discountRate.percent, 'es')}</dt>
          <dd>−{formatAmount(receipt.discount)}</dd>
        </>
      )}
      {Number(receipt.insurance) > 0 && (
        <>
          <dt>Seguro</dt>
          <dd>{formatAmount(receipt.insurance)}</dd>
        </>
      )}
      <dt>{`Tarifa de servicio (${SERVICE_FEE_PERCENT}%)`}</dt>
      <dd>{formatAmount(receipt.serviceFee)}</dd>
      <dt className="total">Total</dt>
      <dd className="total">{formatAmount(receipt.total)}</dd>
      <dt>{paid ? 'Pagado con tarjeta' : 'Pagado'}</dt>
      <dd>{paid ? formatAmount(receipt.paid) : 'Nada todavía'}</dd>
      {receipt.refunded !== null && (
        <>
          <dt>Reembolsado</dt>
          <dd>{formatAmount(receipt.refunded)}</dd>
          <dt className="total">Cobrado finalmente</dt>
          <dd className="total">{formatAmount(receipt.kept)}</dd>
        </>
      )}
    </AmountLines>
  );
}
