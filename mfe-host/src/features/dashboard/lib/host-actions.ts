import { type BookingStatus, type BookingView, checkTransition, nextStatuses } from '@ladrive/contracts';

export type HostAction = Extract<BookingStatus, 'completed' | 'cancelled'>;

/**
 * The status changes the lifecycle table lets the host make on this booking now (mark completed from the
 * return time; cancel a pending one, or a confirmed one with HOST_CANCELLATION_NOTICE_HOURS of notice).
 */
export function hostActions(booking: Pick<BookingView, 'status' | 'startDate' | 'endDate'>, now: Date): HostAction[] {
  return nextStatuses(booking.status, 'host').filter(
    (to): to is HostAction =>
      (to === 'completed' || to === 'cancelled') && checkTransition(booking, to, 'host', now).ok,
  );
}

/** 'Llamar' is offered while the trip is ahead: pending and confirmed bookings. */
export const canCallRenter = (booking: Pick<BookingView, 'status' | 'phone'>) =>
  (booking.status === 'pending' || booking.status === 'confirmed') && booking.phone.trim() !== '';
