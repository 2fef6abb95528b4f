import { type BadgeTone, formatDate, formatMarketTime, type Language } from '@ladrive/design-system';

/** How a booking status reads and looks (spec section 4), for the renter, host and admin screens. */
export interface BookingStatusDisplay {
  label: string;
  tone: BadgeTone;
}

export const BOOKING_STATUS_DISPLAY = {
  pending: { label: 'Pendiente', tone: 'warning' },
  confirmed: { label: 'Confirmado', tone: 'success' },
  completed: { label: 'Completado', tone: 'info' },
  cancelled: { label: 'Cancelado', tone: 'danger' },
} as const satisfies Record<string, BookingStatusDisplay>;

/** The label and tone of a status; one the app does not know shows grey with its raw text. */
export function bookingStatusDisplay(status: string): BookingStatusDisplay {
  return Object.hasOwn(BOOKING_STATUS_DISPLAY, status)
    ? BOOKING_STATUS_DISPLAY[status as keyof typeof BOOKING_STATUS_DISPLAY]
    : { label: status, tone: 'neutral' };
}

/**
 * A paid request to a car that needs its host's approval (`awaitingHost`, still `pending` in the data): how it reads
 * on the renter's and the host's screens until the host answers.
 */
export const AWAITING_HOST_DISPLAY = {
  label: 'Esperando al anfitrión',
  tone: 'warning',
} as const satisfies BookingStatusDisplay;

/** When a request expires (`respondBy`), on the market's clock: "12 dic 2031, 10:15 a.m. PST". */
export function formatRespondBy(respondBy: string, lang: Language): string {
  return `${formatDate(respondBy, lang)}, ${formatMarketTime(respondBy, lang)}`;
}
