import { Card, formatDate, Muted, Skeleton } from '@ladrive/shared-ui';
import styled from 'styled-components';
import { Avatar } from '../../../components/Avatar';
import { useCarReviews } from '../api/car';
import { SectionTitle } from './CarInfo';

/** How many reviews the car page shows (the most recent ones; spec section 9). */
export const REVIEWS_SHOWN = 2;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.sizes.md}; }
  p { margin: 0; font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Stars = styled.span`
  color: #b7791f;
  letter-spacing: 0.1em;
`;

function ReviewSkeleton() {
  return (
    <Card data-testid="review-skeleton" aria-hidden="true">
      <Head>
        <Skeleton $height="40px" $width="40px" style={{ borderRadius: '50%' }} />
        <Skeleton $width="40%" />
      </Head>
      <Skeleton $width="90%" />
    </Card>
  );
}

/** The car's two most recent reviews, 2 placeholders while they load, or 'No hay reseñas disponibles.' */
export function CarReviews({ carId, reviewCount }: { carId: string; reviewCount: number }) {
  const { data: reviews, isPending, isError } = useCarReviews(carId);

  return (
    <section aria-labelledby="reviews-title">
      <SectionTitle id="reviews-title">Reseñas{reviewCount > 0 ? ` (${reviewCount})` : ''}</SectionTitle>
      {isPending ? (
        <List role="status" aria-busy="true" aria-label="Cargando reseñas">
          {Array.from({ length: REVIEWS_SHOWN }, (_, index) => (
            <li key={index}>
              <ReviewSkeleton />
            </li>
          ))}
        </List>
      ) : isError ? (
        <Muted role="alert">No se pudieron cargar las reseñas.</Muted>
      ) : reviews.length === 0 ? (
        <Muted>No hay reseñas disponibles.</Muted>
      ) : (
        <List>
          {reviews.slice(0, REVIEWS_SHOWN).map((review) => {
            const name = review.reviewer?.fullName?.trim() || 'Usuario';
            return (
              <li key={review.id}>
                <Card as="article" aria-label={`Reseña de ${name}`}>
                  <Head>
                    <Avatar name={name} src={review.reviewer?.profileImageUrl} size={40} />
                    <div>
                      <h3>{name}</h3>
                      <p>
                        <Stars role="img" aria-label={`${review.rating} de 5 estrellas`}>
                          {'★'.repeat(review.rating)}
                          {'☆'.repeat(Math.max(0, 5 - review.rating))}
                        </Stars>{' '}
                        · {formatDate(review.createdAt.slice(0, 10), 'es')}
                      </p>
                    </div>
                  </Head>
                  {review.comment && <p style={{ margin: 0 }}>{review.comment}</p>}
                </Card>
              </li>
            );
          })}
        </List>
      )}
    </section>
  );
}
