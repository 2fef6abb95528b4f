import { type BookingView, formatUSD } from '@ladrive/contracts';
import { apiErrorMessage, Button, Dialog, formatIsoDate, Muted, Skeleton, toast } from '@ladrive/shared-ui';
import styled from 'styled-components';
import { useCancelBooking, useCancellationQuote } from '../api/dashboard-api';

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

const POLICY_LABELS = {
  unpaid: 'Reserva sin pagar: cancelarla no tiene costo.',
  full: 'Cancelación gratuita (más de 24 horas antes de la recogida).',
  half: 'Cancelación tardía (24 horas o menos antes de la recogida): se cobra el 50%.',
} as const;

const usd = (amount: string) => {
  try {
    return formatUSD(amount);
  } catch {
    return amount;
  }
};

export interface CancelBookingDialogProps {
  /** The booking to cancel; null closes the dialog. */
  booking: BookingView | null;
  onClose: () => void;
}

/** Asks the API what cancelling costs now, shows the refund and the policy, and cancels on confirmation. */
export function CancelBookingDialog({ booking, onClose }: CancelBookingDialogProps) {
  const quote = useCancellationQuote(booking?.id ?? null);
  const cancel = useCancelBooking();

  async function confirm() {
    if (!booking) return;
    try {
      const cancelled = await cancel.mutateAsync(booking.id);
      onClose();
      const refund = cancelled.refundAmount ?? quote.data?.refund ?? '0.00';
      toast({
        title: 'Reserva cancelada',
        description: Number(refund) > 0 ? `Te reembolsaremos ${usd(refund)}.` : 'Tu reserva fue cancelada sin costo.',
        variant: 'success',
      });
      await cancel.refresh();
    } catch (error) {
      toast({ title: 'No se pudo cancelar', description: apiErrorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={booking !== null} onClose={onClose} title="¿Cancelar esta reserva?">
      {booking && (
        <p style={{ marginTop: 0 }}>
          {booking.car.make} {booking.car.model} · {formatIsoDate(booking.startDate)} → {formatIsoDate(booking.endDate)}{' '}
          · total {usd(booking.totalPrice)}
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
          <Muted style={{ margin: 0 }}>{POLICY_LABELS[quote.data.policy] ?? ''}</Muted>
          <Figures aria-label="Reembolso">
            <dt>Reembolso</dt>
            <dd data-testid="refund-amount">{usd(quote.data.refund)}</dd>
            <dt>Cargo</dt>
            <dd data-testid="charged-amount">{usd(quote.data.charged)}</dd>
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
