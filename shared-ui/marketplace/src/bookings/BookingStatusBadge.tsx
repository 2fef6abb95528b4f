import { Badge } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { useBookingStatusDisplay } from './booking-status';

function StatusBadge({ status, awaitingHost, lang }: { status: string; awaitingHost: boolean; lang?: string }) {
  const { label, tone } = useBookingStatusDisplay()(status, awaitingHost);
  return (
    <Badge $tone={tone} data-status={status} data-tone={tone} lang={lang}>
      {label}
    </Badge>
  );
}

/**
 * Pendiente (yellow), Confirmado (green), Completado (blue), Cancelado (red); anything else grey, as sent. A paid
 * request awaiting its host (`awaitingHost`) reads 'Esperando al anfitrión'. The spec writes the statuses in Spanish
 * on every screen, the English admin panel's included: that is their language until the visitor chooses one.
 */
export function BookingStatusBadge({ status, awaitingHost = false }: { status: string; awaitingHost?: boolean }) {
  return (
    <Speaks lang="es">
      <StatusBadge status={status} awaitingHost={awaitingHost} />
    </Speaks>
  );
}
