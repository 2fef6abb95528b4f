import { type BookingStatus, type BookingView, checkTransition, nextStatuses } from '@ladrive/contracts';

export type HostAction = Extract<BookingStatus, 'confirmed' | 'completed' | 'cancelled'>;

type ActionableBooking = Pick<
  BookingView,
  'status' | 'startDate' | 'endDate' | 'requiresApproval' | 'paymentIntentId' | 'holdExpiresAt' | 'awaitingHost'
>;

/**
 * The status changes the lifecycle table lets the host make on this booking now, in the table's order: accept a paid
 * request before its deadline, mark completed from the return time, decline a request or cancel a pending booking,
 * or a confirmed one with HOST_CANCELLATION_NOTICE_HOURS of notice.
 */
export function hostActions(booking: ActionableBooking, now: Date): HostAction[] {
  return nextStatuses(booking.status, 'host').filter(
    (to): to is HostAction =>
      (to === 'confirmed' || to === 'completed' || to === 'cancelled') && checkTransition(booking, to, 'host', now).ok,
  );
}

/** The catalog message each action reads as on the host's screens: cancelling a request is declining it. */
export function hostActionLabel(
  action: HostAction,
  booking: Pick<BookingView, 'awaitingHost'>,
): 'actions.accept' | 'actions.complete' | 'actions.decline' | 'actions.cancel' {
  switch (action) {
    case 'confirmed':
      return 'actions.accept';
    case 'completed':
      return 'actions.complete';
    case 'cancelled':
      return booking.awaitingHost ? 'actions.decline' : 'actions.cancel';
  }
}

/** 'Llamar' is offered while the trip is ahead: pending and confirmed bookings. */
export const canCallRenter = (booking: Pick<BookingView, 'status' | 'phone'>) =>
  (booking.status === 'pending' || booking.status === 'confirmed') && booking.phone.trim() !== '';
