import { type BadgeTone, formatDate, formatMarketTime, type Language } from '@ladrive/design-system';
import { useT } from '../i18n';

/** How a booking status reads and looks (spec section 4), for the renter, host and admin screens. */
export interface BookingStatusDisplay {
  label: string;
  tone: BadgeTone;
}

/** Each known status's label (in the catalogs) and colour. */
const STATUS_DISPLAY = {
  pending: { label: 'status.pending', tone: 'warning' },
  confirmed: { label: 'status.confirmed', tone: 'success' },
  completed: { label: 'status.completed', tone: 'info' },
  cancelled: { label: 'status.cancelled', tone: 'danger' },
} as const;

/**
 * A paid request to a car that needs its host's approval (`awaitingHost`, still `pending` in the data): how it reads
 * on the renter's and the host's screens until the host answers.
 */
const AWAITING_HOST_DISPLAY = { label: 'status.awaitingHost', tone: 'warning' } as const;

/**
 * The label (in the part's language) and tone of a status; one the app does not know shows grey with its raw text.
 * `awaitingHost`: the paid request still waiting for its host.
 */
export function useBookingStatusDisplay(): (status: string, awaitingHost?: boolean) => BookingStatusDisplay {
  const t = useT();
  return (status, awaitingHost = false) => {
    if (awaitingHost) return { label: t(AWAITING_HOST_DISPLAY.label), tone: AWAITING_HOST_DISPLAY.tone };
    if (!Object.hasOwn(STATUS_DISPLAY, status)) return { label: status, tone: 'neutral' };
    const { label, tone } = STATUS_DISPLAY[status as keyof typeof STATUS_DISPLAY];
    return { label: t(label), tone };
  };
}

/** A status's label in the part's language ('Pendiente' / 'Pending'), e.g. for a status filter's options. */
export function useBookingStatusLabel(): (status: string) => string {
  const display = useBookingStatusDisplay();
  return (status) => display(status).label;
}

/** When a request expires (`respondBy`), on the market's clock: "12 dic 2031, 10:15 a.m. PST". */
export function formatRespondBy(respondBy: string, lang: Language): string {
  return `${formatDate(respondBy, lang)}, ${formatMarketTime(respondBy, lang)}`;
}
