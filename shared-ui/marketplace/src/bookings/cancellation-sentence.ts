import { type CancellationQuote, FREE_CANCELLATION_HOURS, HOST_CANCELLATION_NOTICE_HOURS } from '@ladrive/contracts';
import { formatAmount } from '@ladrive/design-system';
import { useT } from '../i18n';

/** Who is cancelling: the renter reads their own refund, the host the refund the renter will get. */
export type CancellingParty = 'renter' | 'host';

/**
 * The cancel dialog's one sentence, in the part's language: what is refunded, what is kept and why, from the API's
 * quote (contracts' cancellation.ts decided the policy and the amounts). `declining`: the host is declining a paid
 * request that awaits them.
 */
export function useCancellationSentence(): (
  quote: CancellationQuote,
  party: CancellingParty,
  declining?: boolean,
) => string {
  const t = useT();
  return (quote, party, declining = false) => {
    const refund = formatAmount(quote.refund);
    const kept = formatAmount(quote.charged);
    const keepsNothing = Number(quote.charged) === 0;
    if (declining) return t('cancel.policy.declining', { refund });
    if (party === 'host') {
      if (quote.policy === 'unpaid') return t('cancel.policy.hostUnpaid');
      if (keepsNothing) return t('cancel.policy.hostFull', { hours: HOST_CANCELLATION_NOTICE_HOURS, refund });
      return t('cancel.policy.hostPartial', { refund, kept });
    }
    switch (quote.policy) {
      case 'unpaid':
        return t('cancel.policy.renterUnpaid');
      case 'half':
        return t('cancel.policy.renterHalf', { hours: FREE_CANCELLATION_HOURS, refund, kept });
      default:
        return keepsNothing
          ? t('cancel.policy.renterAll', { refund })
          : t('cancel.policy.renterFull', { hours: FREE_CANCELLATION_HOURS, refund, kept });
    }
  };
}
