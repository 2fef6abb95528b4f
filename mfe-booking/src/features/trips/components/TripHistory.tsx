import type { BookingEventView } from '@ladrive/contracts';
import { formatDate, formatMarketTime, Muted, Skeleton } from '@ladrive/design-system';
import styled from 'styled-components';
import { isRequestPayment, tripEventLabel } from '../lib/trip-history';

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li strong { display: block; }
  time { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

export interface TripHistoryProps {
  events: BookingEventView[] | undefined;
  isPending: boolean;
  failed: boolean;
}

/** The trip's status changes, oldest first, each with when it happened (Los Angeles time). */
export function TripHistory({ events, isPending, failed }: TripHistoryProps) {
  if (isPending) {
    return (
      <div role="status" aria-label="Cargando el historial">
        <Skeleton $height="4rem" />
      </div>
    );
  }
  if (failed || !events) return <Muted role="alert">No se pudo cargar el historial de este viaje.</Muted>;
  const requested = events.some(isRequestPayment);
  return (
    <Steps aria-label="Historial de la reserva" data-testid="trip-history">
      {events.map((event) => (
        <li key={event.id}>
          <strong>{tripEventLabel(event, requested)}</strong>
          <time dateTime={event.createdAt}>
            {formatDate(event.createdAt, 'es')}, {formatMarketTime(event.createdAt, 'es')}
          </time>
        </li>
      ))}
    </Steps>
  );
}
