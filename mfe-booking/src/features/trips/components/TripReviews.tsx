import { type BookingReview, type BookingView, type ReviewAuthorRole, reviewAuthorRoleOf } from '@ladrive/contracts';
import { Card, formatDate, Muted, Skeleton } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { HostAnswer, ReviewStars } from '@ladrive/marketplace-ui';
import { useSession } from '@ladrive/platform';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { InSpecLanguage } from '../../../lib/spec-language';
import { useBookingReviews } from '../api/review-api';
import { ReviewForm } from './ReviewForm';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  h3 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: ${({ theme }) => theme.font.sizes.md}; }
`;

/** Who wrote a review, as the trip page names it to a reader who did not (catalog ids). */
const WRITTEN_BY = {
  renter: 'trip.renterReview',
  host: 'trip.hostReview',
} as const satisfies Record<ReviewAuthorRole, string>;

function ReviewItem({ review, title, closesAt }: { review: BookingReview; title: string; closesAt: string | null }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <li>
      <h3>{title}</h3>
      <p>
        <ReviewStars rating={review.rating} label={t('trip.starsOutOf5', { count: review.rating })} />
      </p>
      {review.comment && (
        <p style={{ whiteSpace: 'pre-line' }} translate="no">
          {review.comment}
        </p>
      )}
      {review.answer && <HostAnswer answer={review.answer} />}
      {!review.publishedAt && (
        <Muted>
          {closesAt ? t('trip.publishedLaterOrOn', { date: formatDate(closesAt, lang) }) : t('trip.publishedLater')}
        </Muted>
      )}
    </li>
  );
}

/**
 * The trip's reviews (decision 0037), once it is completed: the reader's own review (hidden from the other side
 * until both have written or the window closes), the other side's once published, and the form while the reader
 * may still write theirs. The renter reviews the car and its host; the host reviews the renter, on this same page.
 */
export function TripReviews({ booking }: { booking: BookingView }) {
  // a part of the trip page, in its language wherever it is shown
  return (
    <InSpecLanguage module="./TripPage">
      <Reviews booking={booking} />
    </InSpecLanguage>
  );
}

function Reviews({ booking }: { booking: BookingView }) {
  const t = useT();
  const completed = booking.status === 'completed';
  const reviews = useBookingReviews(booking.id, completed);
  const { user } = useSession();
  if (!completed) return null;
  const role = user ? reviewAuthorRoleOf(user, booking) : null;

  return (
    <Card as="section" aria-labelledby="trip-reviews" style={{ marginTop: '1rem' }}>
      <h2 id="trip-reviews" style={{ marginTop: 0 }}>
        {t('trip.reviews')}
      </h2>
      {reviews.isPending ? (
        <Skeleton $height="4rem" role="status" aria-label={t('trip.loadingReviews')} />
      ) : reviews.error ? (
        <Muted role="alert">{t('trip.reviewsFailed')}</Muted>
      ) : (
        <>
          {reviews.data.reviews.length > 0 && (
            <List>
              {reviews.data.reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  title={t(review.authorRole === role ? 'trip.yourReview' : WRITTEN_BY[review.authorRole])}
                  closesAt={reviews.data.closesAt}
                />
              ))}
            </List>
          )}
          {reviews.data.canReview && role ? (
            <ReviewForm bookingId={booking.id} role={role} />
          ) : (
            reviews.data.reviews.length === 0 && <Muted>{t('trip.noReviews')}</Muted>
          )}
        </>
      )}
    </Card>
  );
}
