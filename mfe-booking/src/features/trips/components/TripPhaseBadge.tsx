import { type BookingView, tripPhase } from '@ladrive/contracts';
import { Badge } from '@ladrive/design-system';
import { useT } from '../../../i18n';

/**
 * Where a confirmed trip is at now (contracts' tripPhase, not a status): 'En curso' from pickup to return, and
 * 'Devuelto' from the return until it is completed. Nothing for a trip not started or no longer confirmed.
 */
export function TripPhaseBadge({ booking, now = new Date() }: { booking: BookingView; now?: Date }) {
  const t = useT();
  if (booking.status !== 'confirmed') return null;
  const phase = tripPhase(booking, now);
  if (phase === 'inProgress') return <Badge $tone="brand">{t('trip.inProgress')}</Badge>;
  if (phase === 'ended') return <Badge $tone="neutral">{t('trip.returned')}</Badge>;
  return null;
}
