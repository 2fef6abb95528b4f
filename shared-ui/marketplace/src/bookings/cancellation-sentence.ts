import { type CancellationQuote, FREE_CANCELLATION_HOURS, HOST_CANCELLATION_NOTICE_HOURS } from '@ladrive/contracts';
import { formatAmount } from '@ladrive/design-system';

/** Who is cancelling: the renter reads their own refund, the host the refund the renter will get. */
export type CancellingParty = 'renter' | 'host';

/**
 * The cancel dialog's one sentence, in Spanish (the pages that cancel are Spanish): what is refunded, what is
 * kept and why, from the API's quote (contracts' cancellation.ts decided the policy and the amounts). `declining`:
 * the host is declining a paid request that awaits them.
 */
export function cancellationSentence(quote: CancellationQuote, party: CancellingParty, declining = false): string {
  const refund = formatAmount(quote.refund);
  const kept = formatAmount(quote.charged);
  const keepsNothing = Number(quote.charged) === 0;
  if (declining) return `El viajero ya pagó: al rechazar la solicitud recibirá el reembolso total de ${refund}.`;
  if (party === 'host') {
    if (quote.policy === 'unpaid') return 'El viajero no ha pagado esta reserva, así que cancelarla no le cuesta nada.';
    if (keepsNothing) {
      return `Como cancelas con al menos ${HOST_CANCELLATION_NOTICE_HOURS} horas de antelación, el viajero recibirá el reembolso total de ${refund}.`;
    }
    return `El viajero recibirá un reembolso de ${refund} y se conservan ${kept}.`;
  }
  switch (quote.policy) {
    case 'unpaid':
      return 'Esta reserva aún no se ha pagado, así que cancelarla no tiene ningún costo.';
    case 'half':
      return `Como faltan ${FREE_CANCELLATION_HOURS} horas o menos para la recogida, te reembolsaremos ${refund} (la mitad del alquiler) y se cobran ${kept}: la otra mitad y la tarifa de servicio, que no es reembolsable.`;
    default:
      return keepsNothing
        ? `Te reembolsaremos el total de ${refund}; no se cobra nada.`
        : `Como cancelas más de ${FREE_CANCELLATION_HOURS} horas antes de la recogida, te reembolsaremos ${refund}; solo se cobra la tarifa de servicio de ${kept}, que no es reembolsable.`;
  }
}
