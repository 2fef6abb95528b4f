import type { BookingView } from '@ladrive/contracts';
import { toast } from '@ladrive/shared-state';
import { useMutation, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { apiErrorMessage } from '../api/client';
import { apiQuery, apiRequest } from '../api/endpoints';
import { formatIsoDate } from '../format/dates';
import { formatAmount } from '../format/money';
import { Button } from '../primitives/Button';
import { Muted } from '../primitives/Card';
import { Dialog } from '../primitives/Dialog';
import { Skeleton } from '../primitives/Skeleton';

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

/** Who is cancelling: the renter sees their own refund, the host the refund the renter will get. */
export type CancellingParty = 'renter' | 'host';

const WORDING = {
  renter: {
    policies: {
      unpaid: 'Reserva sin pagar: cancelarla no tiene costo.',
      full: 'Cancelación gratuita (más de 24 horas antes de la recogida).',
      half: 'Cancelación tardía (24 horas o menos antes de la recogida): se cobra el 50%.',
    },
    refund: 'Reembolso',
    done: (refund: string) =>
      Number(refund) > 0 ? `Te reembolsaremos ${formatAmount(refund)}.` : 'Tu reserva fue cancelada sin costo.',
  },
  host: {
    policies: {
      unpaid: 'Reserva sin pagar: el viajero no pagó nada.',
      full: 'Cancelación del anfitrión (al menos 24 horas antes de la recogida): el viajero recibe el total.',
      half: 'El viajero recibe el 50% del alquiler.',
    },
    refund: 'Reembolso al viajero',
    done: (refund: string) =>
      Number(refund) > 0
        ? `El viajero recibirá un reembolso de ${formatAmount(refund)}.`
        : 'La reserva fue cancelada sin costo para el viajero.',
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
 * Asks the API what cancelling costs now (GET /api/bookings/:id/cancellation), shows the refund and
 * the policy, and cancels on confirmation (POST /api/bookings/:id/status).
 */
export function CancelBookingDialog({ booking, onClose, onCancelled, party }: CancelBookingDialogProps) {
  const wording = WORDING[party];
  const quote = useQuery({
    ...apiQuery('GET /api/bookings/:id/cancellation', { id: booking?.id ?? '' }),
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
        title: 'Reserva cancelada',
        description: wording.done(cancelled.refundAmount ?? quote.data?.refund ?? '0.00'),
        variant: 'success',
      });
      await onCancelled(cancelled);
    } catch (error) {
      toast({ title: 'No se pudo cancelar', description: apiErrorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={booking !== null} onClose={onClose} title="¿Cancelar esta reserva?">
      {booking && (
        <p style={{ marginTop: 0 }}>
          {booking.car.make} {booking.car.model} · {formatIsoDate(booking.startDate)} → {formatIsoDate(booking.endDate)}{' '}
          · total {formatAmount(booking.totalPrice)}
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
          <Muted style={{ margin: 0 }}>{wording.policies[quote.data.policy] ?? ''}</Muted>
          <Figures aria-label={wording.refund}>
            <dt>{wording.refund}</dt>
            <dd data-testid="refund-amount">{formatAmount(quote.data.refund)}</dd>
            <dt>Cargo</dt>
            <dd data-testid="charged-amount">{formatAmount(quote.data.charged)}</dd>
          </Figures>
          <p data-testid="policy-message">{quote.data.message}</p>
        </>
      )}
      <Actions>
        <Button $variant="outline" onClick={onClose}>
          Mantener reserva
        </Button>
        <Button $variant="destructive" onClick={confirm} disabled={!quote.data || cancel.isPending}>
          {cancel.isPending ? 'Cancelando…' : 'Confirmar cancelación'}
        </Button>
      </Actions>
    </Dialog>
  );
}
