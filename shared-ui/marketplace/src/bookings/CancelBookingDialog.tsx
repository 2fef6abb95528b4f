import type { BookingView } from '@ladrive/contracts';
import { Button, Dialog, formatAmount, formatDate, Skeleton } from '@ladrive/design-system';
import { apiErrorMessage, apiRequest } from '@ladrive/platform';
import { useMutation, useQuery } from '@ladrive/server-state';
import { toast } from '@ladrive/shared-state';
import styled from 'styled-components';
import { type CancellingParty, cancellationSentence } from './cancellation-sentence';

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

const DONE: Record<CancellingParty, (refund: string) => string> = {
  renter: (refund) =>
    Number(refund) > 0 ? `Te reembolsaremos ${formatAmount(refund)}.` : 'Tu reserva fue cancelada sin costo.',
  host: (refund) =>
    Number(refund) > 0
      ? `El viajero recibirá un reembolso de ${formatAmount(refund)}.`
      : 'La reserva fue cancelada sin costo para el viajero.',
};

const REFUND_LABEL: Record<CancellingParty, string> = { renter: 'Reembolso', host: 'Reembolso al viajero' };

/** The dialog's words: cancelling a booking, or (its host, on a request awaiting them) declining the request. */
const WORDING = {
  cancel: {
    title: '¿Cancelar esta reserva?',
    keep: 'Mantener reserva',
    confirm: 'Confirmar cancelación',
    busy: 'Cancelando…',
    done: 'Reserva cancelada',
  },
  decline: {
    title: '¿Rechazar esta solicitud?',
    keep: 'Volver',
    confirm: 'Rechazar solicitud',
    busy: 'Rechazando…',
    done: 'Solicitud rechazada',
  },
} as const;

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
      toast({
        title: words.done,
        description: DONE[party](cancelled.refundAmount ?? quote.data?.refund ?? '0.00'),
        variant: 'success',
      });
      await onCancelled(cancelled);
    } catch (error) {
      toast({
        title: declining ? 'No se pudo rechazar' : 'No se pudo cancelar',
        description: apiErrorMessage(error),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={booking !== null} onClose={onClose} title={words.title}>
      {booking && (
        <p style={{ marginTop: 0 }}>
          {booking.car.make} {booking.car.model} · {formatDate(booking.startDate, 'es')} →{' '}
          {formatDate(booking.endDate, 'es')} · total {formatAmount(booking.totalPrice)}
        </p>
      )}
      {quote.isPending ? (
        <div role="status" aria-label="Calculando el reembolso">
          <Skeleton $height="4rem" />
        </div>
      ) : quote.error ? (
        <p role="alert">{apiErrorMessage(quote.error)}</p>
      ) : (
        <>
          <p data-testid="policy-message">{cancellationSentence(quote.data, party, declining)}</p>
          <Figures aria-label={REFUND_LABEL[party]}>
            <dt>{REFUND_LABEL[party]}</dt>
            <dd data-testid="refund-amount">{formatAmount(quote.data.refund)}</dd>
            <dt>Se cobra</dt>
            <dd data-testid="charged-amount">{formatAmount(quote.data.charged)}</dd>
          </Figures>
        </>
      )}
      <Actions>
        <Button $variant="outline" onClick={onClose}>
          {words.keep}
        </Button>
        <Button $variant="destructive" onClick={confirm} disabled={!quote.data || cancel.isPending}>
          {cancel.isPending ? words.busy : words.confirm}
        </Button>
      </Actions>
    </Dialog>
  );
}
