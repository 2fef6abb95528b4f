import { type BookingView, formatUSD, hrefs } from '@ladrive/contracts';
import { formatDate, visuallyHidden } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { BookingStatusBadge, formatRating, formatRespondBy, usePersonName } from '@ladrive/marketplace-ui';
import { Link } from '@ladrive/routing';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.sizes.md}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const Side = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space(1)};
  strong { font-size: ${({ theme }) => theme.font.sizes.lg}; }
  p { text-align: end; }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  &:empty { display: none; }
`;

const Hidden = styled.span`${visuallyHidden}`;

export const BookingRows = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The id of a booking row's heading (the renter's name), which describes the row's actions. */
export const bookingRowHeadingId = (booking: Pick<BookingView, 'id'>) => `host-booking-${booking.id}`;

/** The renter's rating from hosts' published reviews: '★ 4.8 (12)', or 'Sin reseñas'. */
export function RenterRating({ renter }: { renter: BookingView['renter'] }) {
  const t = useT();
  const rating = formatRating(renter.rating, renter.reviewCount);
  if (rating === null) return <p data-testid="renter-rating">{t('rating.none')}</p>;
  return (
    <p data-testid="renter-rating">
      <span aria-hidden="true">{t('rating.stars', { rating, count: renter.reviewCount })}</span>
      <Hidden>{t('rating.spoken', { rating, count: renter.reviewCount })}</Hidden>
    </p>
  );
}

/**
 * One booking of the host's cars: renter and their rating, car, dates, status (a request awaiting the host: until
 * when to answer) and what the host earns from it (the payout: the base after the discount, minus the commission —
 * not the renter's total), with its actions and a link to the booking's own page.
 */
export function BookingRow({ booking, actions }: { booking: BookingView; actions?: ReactNode }) {
  const t = useT();
  const lang = useLanguage();
  const renter = usePersonName()(booking.renter.fullName);
  return (
    <Row aria-label={t('bookings.row', { renter })} data-testid="host-booking">
      <div>
        <h3 id={bookingRowHeadingId(booking)}>
          <Link to={hrefs.hostBooking(booking.id)}>{renter}</Link>
        </h3>
        <RenterRating renter={booking.renter} />
        <p>
          {booking.car.make} {booking.car.model} {booking.car.year}
        </p>
        <p>
          {t('bookings.dates', { start: formatDate(booking.startDate, lang), end: formatDate(booking.endDate, lang) })}
        </p>
        {booking.respondBy && (
          <p data-testid="respond-by">
            <strong>{t('bookings.respondBy', { deadline: formatRespondBy(booking.respondBy, lang) })}</strong>
          </p>
        )}
      </div>
      <Side>
        <BookingStatusBadge status={booking.status} awaitingHost={booking.awaitingHost} />
        {booking.hostPayout && (
          <>
            <strong data-testid="host-payout">{formatUSD(booking.hostPayout.payout)}</strong>
            <p>{t('bookings.yourPayout')}</p>
          </>
        )}
      </Side>
      {actions && <Actions>{actions}</Actions>}
    </Row>
  );
}
