import { type BookingReview, type BookingView, type ReviewAuthorRole, reviewAuthorRoleOf } from '@ladrive/contracts';
import { Card, formatDate, Muted, Skeleton } from '@ladrive/design-system';
import { HostAnswer, ReviewStars } from '@ladrive/marketplace-ui';
import { useSession } from '@ladrive/platform';
import styled from 'styled-components';
import { useBookingReviews } from '../api/review-api';
import { ReviewForm } from './ReviewForm';
import { starsLabel } from './StarRatingInput';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  h3 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: ${({ theme }) => theme.font.sizes.md}; }
`;

/** Who wrote a review, as the trip page names it to a reader who did not. */
const WRITTEN_BY: Record<ReviewAuthorRole, string> = {
  renter: 'Reseña del viajero',
  host: 'Reseña del anfitrión',
};

function ReviewItem({ review, title, closesAt }: { review: BookingReview; title: string; closesAt: string | null }) {
  return (
    <li>
      <h3>{title}</h3>
      <p>
        <ReviewStars rating={review.rating} label={`${starsLabel(review.rating)} de 5`} />
      </p>
      {review.comment && <p style={{ whiteSpace: 'pre-line' }}>{review.comment}</p>}
      {review.answer && <HostAnswer answer={review.answer} />}
      {!review.publishedAt && (
        <Muted>
          Se publicará cuando la otra parte escriba la suya
          {closesAt ? ` o el ${formatDate(closesAt, 'es')}` : ''}.
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
  const completed = booking.status === 'completed';
  const reviews = useBookingReviews(booking.id, completed);
  const { user } = useSession();
  if (!completed) return null;
  const role = user ? reviewAuthorRoleOf(user, booking) : null;

  return (
    <Card as="section" aria-labelledby="trip-reviews" style={{ marginTop: '1rem' }}>
      <h2 id="trip-reviews" style={{ marginTop: 0 }}>
        Reseñas
      </h2>
      {reviews.isPending ? (
        <Skeleton $height="4rem" role="status" aria-label="Cargando las reseñas" />
      ) : reviews.error ? (
        <Muted role="alert">No se pudieron cargar las reseñas.</Muted>
      ) : (
        <>
          {reviews.data.reviews.length > 0 && (
            <List>
              {reviews.data.reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  title={review.authorRole === role ? 'Tu reseña' : WRITTEN_BY[review.authorRole]}
                  closesAt={reviews.data.closesAt}
                />
              ))}
            </List>
          )}
          {reviews.data.canReview && role ? (
            <ReviewForm bookingId={booking.id} role={role} />
          ) : (
            reviews.data.reviews.length === 0 && <Muted>Este viaje no tiene reseñas.</Muted>
          )}
        </>
      )}
    </Card>
  );
}
