/**
 * The parts a page about one booking is built from, shared by the renter's trip page (mfe-booking) and the host's
 * booking page (mfe-host): the layout, the amounts list, the pickup time and the history, each told from its
 * reader's side.
 */
import { type BookingEventView, PICKUP_HOUR } from '@ladrive/contracts';
import { Button, Card, formatDate, formatMarketTime, Muted, media, Page, Skeleton } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { apiErrorStatus } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';

/**
 * When pickup and return happen: PICKUP_HOUR, Los Angeles time (contracts policy.ts), in the part's language:
 * "10:00 a. m. (hora de Los Ángeles)" / "10:00 AM (Los Angeles time)".
 */
export function PickupTime() {
  const t = useT();
  const hour = PICKUP_HOUR % 12 || 12;
  return <>{t('bookingPage.pickupTime', { hour, meridiem: PICKUP_HOUR < 12 ? 'am' : 'pm' })}</>;
}

/** While the booking loads: the page's shape, announced by `label`. */
export function BookingPageLoading({ label }: { label: string }) {
  return (
    <Page>
      <div role="status" aria-label={label}>
        <Skeleton $height="2.5rem" $width="60%" />
        <Skeleton $height="12rem" style={{ marginTop: '1.5rem' }} />
      </div>
    </Page>
  );
}

export interface BookingPageErrorProps {
  error: unknown;
  /** Title and hint when the booking does not exist or is not the reader's (403 and 404 read the same). */
  missing: { title: string; hint: string; backTo: string; backLabel: ReactNode };
  /** Title when the booking could not be read (a retry may help). */
  failedTitle: string;
  onRetry: () => void;
}

/** The booking could not be shown: a way back when it is not the reader's, a retry when the read failed. */
export function BookingPageError({ error, missing, failedTitle, onRetry }: BookingPageErrorProps) {
  const t = useT();
  const notFound = [403, 404].includes(apiErrorStatus(error) ?? 0);
  return (
    <Page>
      <Card role="alert" style={{ maxWidth: 560, margin: '0 auto', textAlign: 'center' }}>
        <h1>{notFound ? missing.title : failedTitle}</h1>
        <Muted>{notFound ? missing.hint : t('bookingPage.retryHint')}</Muted>
        {notFound ? (
          <Button as={Link} to={missing.backTo}>
            {missing.backLabel}
          </Button>
        ) : (
          <Button onClick={onRetry}>{t('bookingPage.retry')}</Button>
        )}
      </Card>
    </Page>
  );
}

/** The title row: the heading and its status badges. */
export const BookingPageHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 { margin: 0; }
`;

/** The page's cards, two columns from the md breakpoint. */
export const BookingPageSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  section h2 { margin-top: 0; font-size: ${({ theme }) => theme.font.sizes.lg}; }
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
`;

export const BookingPageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Amounts as label/value rows (a receipt, a payout); the `total` class marks the last row. */
export const AmountLines = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; text-align: right; }
  .total { padding-top: ${({ theme }) => theme.space(2)}; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  dt.total, dd.total { color: ${({ theme }) => theme.colors.text}; font-weight: 700; }
`;

type HistoryEvent = Pick<BookingEventView, 'fromStatus' | 'toStatus' | 'actorRole'>;

/** Who reads a booking's history: the renter of the trip or the host of the car. */
export type HistoryReader = 'renter' | 'host';

/** Who acted, as `reader` reads it ("por el anfitrión", "por ti"): keys of the catalogs. */
const BY = {
  renter: {
    renter: 'history.by.self',
    host: 'history.by.host',
    admin: 'history.by.admin',
    system: 'history.by.system',
  },
  host: {
    renter: 'history.by.renter',
    host: 'history.by.self',
    admin: 'history.by.admin',
    system: 'history.by.system',
  },
} as const satisfies Record<HistoryReader, Record<BookingEventView['actorRole'], string>>;

/** Paying a request to a car that needs approval leaves it pending: an event of its own, pending → pending. */
export const isRequestPayment = (event: HistoryEvent) => event.fromStatus === 'pending' && event.toStatus === 'pending';

/**
 * One line of a booking's history as `reader` reads it, in the part's language ("Cancelada por el anfitrión").
 * `requested`: the history has a request's payment, so the platform's cancellation is the host's deadline passing,
 * not the checkout's.
 */
export function useBookingEventLabel(): (event: HistoryEvent, reader: HistoryReader, requested?: boolean) => string {
  const t = useT();
  return (event, reader, requested = false) => {
    const by = t(BY[reader][event.actorRole]);
    switch (event.toStatus) {
      case 'pending':
        if (isRequestPayment(event)) return t(`history.requestPaid.${reader}`);
        return t(`history.requested.${reader}`);
      case 'confirmed':
        return event.actorRole === 'host' || event.actorRole === 'admin'
          ? t('history.accepted', { by })
          : t('history.paid');
      case 'completed':
        return t('history.completed', { by });
      case 'cancelled':
        if (requested && event.fromStatus === 'pending' && event.actorRole !== 'system') {
          return t(event.actorRole === 'renter' ? 'history.withdrawn' : 'history.declined', { by });
        }
        if (event.actorRole !== 'system') return t('history.cancelled', { by });
        return t(requested ? 'history.expiredRequest' : 'history.expiredPayment');
      default:
        return event.toStatus;
    }
  };
}

export interface BookingHistoryProps {
  events: readonly BookingEventView[] | undefined;
  isPending: boolean;
  failed: boolean;
  reader: HistoryReader;
  'data-testid'?: string;
}

/** The booking's status changes, oldest first, each with when it happened (Los Angeles time). */
export function BookingHistory({ events, isPending, failed, reader, ...rest }: BookingHistoryProps) {
  const t = useT();
  const lang = useLanguage();
  const eventLabel = useBookingEventLabel();
  if (isPending) {
    return (
      <div role="status" aria-label={t('history.loading')}>
        <Skeleton $height="4rem" />
      </div>
    );
  }
  if (failed || !events) return <Muted role="alert">{t('history.failed')}</Muted>;
  const requested = events.some(isRequestPayment);
  return (
    <Steps aria-label={t('history.name')} data-testid={rest['data-testid']}>
      {events.map((event) => (
        <li key={event.id}>
          <strong>{eventLabel(event, reader, requested)}</strong>
          <time dateTime={event.createdAt}>
            {t('history.when', {
              date: formatDate(event.createdAt, lang),
              time: formatMarketTime(event.createdAt, lang),
            })}
          </time>
        </li>
      ))}
    </Steps>
  );
}

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li strong { display: block; }
  time { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;
