import { type BookingView, bookingCharges, hrefs, nextStatuses, photoVariantUrl } from '@ladrive/contracts';
import { Button, Card, formatAmount, formatDate, media } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { BookingStatusBadge, CAR_IMAGE_FALLBACK, ConversationLink, formatRespondBy } from '@ladrive/marketplace-ui';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { paymentUrl } from '../../../lib/bookings';
import { usePickupTime } from '../../../lib/pickup-time';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Item = styled(Card).attrs({ as: 'article', $padding: 4 })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 96px minmax(0, 1fr);
  ${media.md} { grid-template-columns: 140px minmax(0, 1fr) auto; align-items: center; }
  img { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; border-radius: ${({ theme }) => theme.radius.md}; }
  h3 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: ${({ theme }) => theme.font.sizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const Side = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  ${media.md} { grid-column: auto; flex-direction: column; align-items: flex-end; }
  strong { font-size: ${({ theme }) => theme.font.sizes.lg}; }
`;

export interface BookingListProps {
  bookings: readonly BookingView[];
  onCancel: (booking: BookingView) => void;
}

/** A cancelled booking shows what was really charged and refunded (nothing for one never paid); others their total. */
function PriceCharged({ booking }: { booking: BookingView }) {
  const t = useT();
  if (booking.status !== 'cancelled') return <strong>{formatAmount(booking.totalPrice)}</strong>;
  const { kept, refunded } = bookingCharges(booking);
  if (Number(kept) === 0 && Number(refunded) === 0) return <strong>{t('dashboard.noCharge')}</strong>;
  return (
    <>
      <strong>{t('dashboard.charged', { amount: formatAmount(kept) })}</strong>
      <span>{t('dashboard.refund', { amount: formatAmount(refunded ?? '0.00') })}</span>
    </>
  );
}

/**
 * The renter's bookings: car, dates, location, what it costs, status badge (a paid request: 'Esperando al anfitrión'
 * and until when), the trip page, the conversation with the host, Pagar ahora and Cancelar.
 */
export function BookingList({ bookings, onCancel }: BookingListProps) {
  const t = useT();
  const lang = useLanguage();
  const pickupTime = usePickupTime();
  return (
    <List aria-label={t('dashboard.recent')}>
      {bookings.map((booking) => {
        const unpaid = booking.status === 'pending' && !booking.paymentIntentId;
        const cancellable = nextStatuses(booking.status, 'renter').includes('cancelled');
        const place = [booking.car.location, booking.car.city, booking.car.state].filter(Boolean).join(', ');
        return (
          <li key={booking.id}>
            <Item aria-labelledby={`booking-${booking.id}`} data-testid="booking-item">
              <img
                src={booking.car.image ? photoVariantUrl(booking.car.image, 320) : CAR_IMAGE_FALLBACK}
                alt=""
                width={140}
                height={93}
                loading="lazy"
              />
              <div>
                <h3 id={`booking-${booking.id}`}>
                  {booking.car.make} {booking.car.model}
                </h3>
                <p>
                  {t('common.dateSpan', {
                    start: formatDate(booking.startDate, lang),
                    end: formatDate(booking.endDate, lang),
                  })}
                </p>
                <p>{t('common.pickupReturn', { time: pickupTime })}</p>
                {place ? <p translate="no">{place}</p> : <p>{t('common.locationUnavailable')}</p>}
                {booking.respondBy && (
                  <p data-testid="respond-by">
                    {t('dashboard.respondBy', { respondBy: formatRespondBy(booking.respondBy, lang) })}
                  </p>
                )}
              </div>
              <Side>
                <BookingStatusBadge status={booking.status} awaitingHost={booking.awaitingHost} />
                <PriceCharged booking={booking} />
                <Button
                  as={Link}
                  to={hrefs.trip(booking.id)}
                  $variant="ghost"
                  $size="sm"
                  aria-describedby={`booking-${booking.id}`}
                >
                  {t('dashboard.viewTrip')}
                </Button>
                <ConversationLink
                  conversationId={booking.conversationId}
                  $variant="ghost"
                  aria-describedby={`booking-${booking.id}`}
                >
                  {t('common.messageHost')}
                </ConversationLink>
                {unpaid && (
                  <Button as={Link} to={paymentUrl(booking)} $size="sm">
                    {t('common.payNow')}
                  </Button>
                )}
                {cancellable && (
                  <Button $variant="outline" $size="sm" onClick={() => onCancel(booking)}>
                    {t('common.cancel')}
                  </Button>
                )}
              </Side>
            </Item>
          </li>
        );
      })}
    </List>
  );
}
