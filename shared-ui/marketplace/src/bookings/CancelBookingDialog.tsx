import type { BookingView } from '@ladrive/contracts';
import { Button, Dialog, formatAmount, formatDate, Skeleton } from '@ladrive/design-system';
import { Speaks, useLanguage } from '@ladrive/i18n';
import { apiRequest, useApiErrorMessage } from '@ladrive/platform';
import { useMutation, useQuery } from '@ladrive/server-state';
import { toast } from '@ladrive/shared-state';
import styled from 'styled-components';
import { useT } from '../i18n';
import { type CancellingParty, useCancellationSentence } from './cancellation-sentence';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; text-align: right; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The dialog's words (in the catalogs): cancelling a booking, or (its host, on a request awaiting them) declining it. */
const WORDING = {
  cancel: {
    title: 'cancel.title',
    keep: 'cancel.keep',
    confirm: 'cancel.confirm',
    busy: 'cancel.busy',
    done: 'cancel.done',
    failed: 'cancel.failed',
  },
  decline: {
    title: 'decline.title',
    keep: 'decline.keep',
    confirm: 'decline.confirm',
    busy: 'decline.busy',
    done: 'decline.done',
    failed: 'decline.failed',
  },
} as const;

/** Each party's refund: the toast after cancelling (with a refund or without) and the figure's label. */
const REFUND_TEXTS = {
  renter: { done: 'cancel.doneRefund.renter', doneFree: 'cancel.doneFree.renter', label: 'cancel.refund.renter' },
  host: { done: 'cancel.doneRefund.host', doneFree: 'cancel.doneFree.host', label: 'cancel.refund.host' },
} as const satisfies Record<CancellingParty, Record<string, string>>;

/** Why the quote could not be read: the API's sentence, English (and marked so) while nobody chose a language. */
function QuoteError({ error, lang }: { error: unknown; lang?: string }) {
  return (
    <p role="alert" lang={lang}>
      {useApiErrorMessage()(error)}
    </p>
  );
}

export interface CancelBookingDialogProps {
  /** The booking to cancel; null closes the dialog. */
  booking: BookingView | null;
  onClose: () => void;
  /** After the API cancelled it: refresh the lists (the dialog has closed, so its quote is not asked again). */
  onCancelled: (booking: BookingView) => unknown;
  party: CancellingParty;
}

/**
 * Asks the API what cancelling costs now (GET /api/bookings/:id/cancellation), says in one sentence what is
 * refunded, what is kept and why, and cancels on confirmation (POST /api/bookings/:id/status). For the host of a
 * request awaiting them, cancelling is declining it, and the dialog says so.
 */
export function CancelBookingDialog({ booking, onClose, onCancelled, party }: CancelBookingDialogProps) {
  const t = useT();
  const lang = useLanguage();
  const errorMessage = useApiErrorMessage();
  const sentence = useCancellationSentence();
  const refundTexts = REFUND_TEXTS[party];
  const bookingId = booking?.id ?? '';
  const declining = party === 'host' && booking?.awaitingHost === true;
  const words = WORDING[declining ? 'decline' : 'cancel'];
  const quote = useQuery({
    // Outside the ['api', 'bookings'] keys: refreshing the bookings after the cancellation must not ask again for
    // the quote of a booking that is now cancelled (a 409).
    queryKey: ['cancellation-quote', bookingId],
    queryFn: () => apiRequest('GET /api/bookings/:id/cancellation', { params: { id: bookingId } }).json(),
    enabled: Boolean(booking),
    // asked fresh every time the dialog opens
    staleTime: 0,
    gcTime: 0,
  });
  const cancel = useMutation({
    mutationFn: (bookingId: string) =>
      apiRequest('POST /api/bookings/:id/status', { params: { id: bookingId }, json: { status: 'cancelled' } }).json(),
  });

  async function confirm() {
    if (!booking) return;
    try {
      const cancelled = await cancel.mutateAsync(booking.id);
      onClose();
      const refund = cancelled.refundAmount ?? quote.data?.refund ?? '0.00';
      toast({
        title: t(words.done),
        description:
          Number(refund) > 0 ? t(refundTexts.done, { refund: formatAmount(refund) }) : t(refundTexts.doneFree),
        variant: 'success',
      });
      await onCancelled(cancelled);
    } catch (error) {
      toast({
        title: t(words.failed),
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={booking !== null} onClose={onClose} title={t(words.title)}>
      {booking && (
        <p style={{ marginTop: 0 }}>
          {t('cancel.summary', {
            car: `${booking.car.make} ${booking.car.model}`,
            start: formatDate(booking.startDate, lang),
            end: formatDate(booking.endDate, lang),
            total: formatAmount(booking.totalPrice),
          })}
        </p>
      )}
      {quote.isPending ? (
        <div role="status" aria-label={t('cancel.quoteLoading')}>
          <Skeleton $height="4rem" />
        </div>
      ) : quote.error ? (
        <Speaks lang="en">
          <QuoteError error={quote.error} />
        </Speaks>
      ) : (
        <>
          <p data-testid="policy-message">{sentence(quote.data, party, declining)}</p>
          <Figures aria-label={t(refundTexts.label)}>
            <dt>{t(refundTexts.label)}</dt>
            <dd data-testid="refund-amount">{formatAmount(quote.data.refund)}</dd>
            <dt>{t('cancel.charged')}</dt>
            <dd data-testid="charged-amount">{formatAmount(quote.data.charged)}</dd>
          </Figures>
        </>
      )}
      <Actions>
        <Button $variant="outline" onClick={onClose}>
          {t(words.keep)}
        </Button>
        <Button $variant="destructive" onClick={confirm} disabled={!quote.data || cancel.isPending}>
          {t(cancel.isPending ? words.busy : words.confirm)}
        </Button>
      </Actions>
    </Dialog>
  );
}
