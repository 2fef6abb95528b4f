import { Badge } from '@ladrive/design-system';
import { AWAITING_HOST_DISPLAY, bookingStatusDisplay } from './booking-status';

/**
 * Pendiente (yellow), Confirmado (green), Completado (blue), Cancelado (red); anything else grey, as sent. A paid
 * request awaiting its host (`awaitingHost`) reads 'Esperando al anfitrión'.
 */
export function BookingStatusBadge({ status, awaitingHost = false }: { status: string; awaitingHost?: boolean }) {
  const { label, tone } = awaitingHost ? AWAITING_HOST_DISPLAY : bookingStatusDisplay(status);
  return (
    <Badge $tone={tone} data-status={status} data-tone={tone}>
      {label}
    </Badge>
  );
}
