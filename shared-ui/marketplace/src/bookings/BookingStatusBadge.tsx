import { Badge } from '@ladrive/design-system';
import { bookingStatusDisplay } from './booking-status';

/** Pendiente (yellow), Confirmado (green), Completado (blue), Cancelado (red); anything else grey, as sent. */
export function BookingStatusBadge({ status }: { status: string }) {
  const { label, tone } = bookingStatusDisplay(status);
  return (
    <Badge $tone={tone} data-status={status} data-tone={tone}>
      {label}
    </Badge>
  );
}
