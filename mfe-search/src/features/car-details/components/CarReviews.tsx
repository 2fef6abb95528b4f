import type { RatingBreakdown, Review } from '@ladrive/contracts';
import { Avatar, Button, Card, formatDate, Muted, Skeleton } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { HostAnswer, ReviewStars, usePersonName } from '@ladrive/marketplace-ui';
import { useSession } from '@ladrive/platform';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useCarReviews, useRatingBreakdown } from '../api/car';
import { SectionTitle } from './CarInfo';

// the host's answer form (react-hook-form) loads only for the car's host, when a review is theirs to answer: in the
// page's module it would hold up the page's first render (see BookingCard in CarDetails.tsx)
const AnswerReview = lazy(() => import('./ReviewAnswer').then(({ AnswerReview }) => ({ default: AnswerReview })));

/** Placeholders shown while the first page of reviews loads. */
export const REVIEW_PLACEHOLDERS = 2;

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

const Breakdown = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  max-width: 420px;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  div { display: contents; }
  dt { font-weight: 600; white-space: nowrap; }
  dd { margin: 0; }
`;

const Bar = styled.span<{ $share: number }>`
  display: block;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.warning} ${({ $share }) => $share}%,
    ${({ theme }) => theme.colors.neutralSoft} ${({ $share }) => $share}%
  );
`;

/** Read by screen readers, not shown ('5 estrellas' where the eye sees '5 ★'). */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const More = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  flex-wrap: wrap;
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

/** How many reviews gave each number of stars, 5★ first: a bar for the eye, the count as text. */
export function RatingBars({ breakdown }: { breakdown: RatingBreakdown }) {
  const t = useT();
  return (
    <Breakdown aria-label={t('reviews.byStars')}>
      {breakdown.stars.map(({ stars, count }) => (
        <div key={stars}>
          <dt>
            <span aria-hidden="true">{stars} ★</span>
            <Hidden>{t('reviews.stars', { stars })}</Hidden>
          </dt>
          <dd aria-hidden="true">
            <Bar $share={breakdown.total > 0 ? Math.round((count / breakdown.total) * 100) : 0} />
          </dd>
          <dd>{t('reviews.count', { count })}</dd>
        </div>
      ))}
    </Breakdown>
  );
}

/** A review with its host's answer; `answerable` (the car's host reading) offers 'Responder' while it has none. */
function ReviewCard({ review, answerable }: { review: Review; answerable: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const name = usePersonName()(review.reviewer?.fullName);
  return (
    <Card as="article" aria-label={t('reviews.by', { name })}>
      <Head>
        <Avatar name={name} src={review.reviewer?.profileImageUrl} size={40} />
        <div>
          <h3 translate="no">{name}</h3>
          <p>
            <ReviewStars rating={review.rating} label={t('reviews.rating', { rating: review.rating })} /> ·{' '}
            {formatDate(review.createdAt.slice(0, 10), lang)}
          </p>
        </div>
      </Head>
      {review.comment && (
        // the renter's own words: nobody translates them
        <p translate="no" style={{ margin: 0 }}>
          {review.comment}
        </p>
      )}
      {review.answer !== null ? (
        <HostAnswer answer={review.answer} />
      ) : (
        answerable && (
          <Suspense fallback={null}>
            <AnswerReview carId={review.carId} reviewId={review.id} reviewer={name} />
          </Suspense>
        )
      )}
    </Card>
  );
}

/**
 * Every review of the car, newest first, a page at a time ('Mostrar más reseñas'), under the 5★..1★
 * breakdown; placeholders while the first page loads, or 'No hay reseñas disponibles.' Each shows the host's
 * answer; the car's host, signed in, may answer one that has none.
 */
export function CarReviews({ carId, hostId, reviewCount }: { carId: string; hostId: string; reviewCount: number }) {
  const { user } = useSession();
  const isHost = user?.id === hostId;
  const pages = useCarReviews(carId);
  const breakdown = useRatingBreakdown(carId);
  const reviews = pages.data?.pages.flatMap((page) => page.reviews) ?? [];
  const total = pages.data?.pages[0]?.total ?? reviewCount;
  const t = useT();

  return (
    <section aria-labelledby="reviews-title">
      <SectionTitle id="reviews-title">
        {total > 0 ? t('reviews.titleCount', { total }) : t('reviews.title')}
      </SectionTitle>
      {breakdown.data && breakdown.data.total > 0 && <RatingBars breakdown={breakdown.data} />}
      {pages.isPending ? (
        <List role="status" aria-busy="true" aria-label={t('reviews.loading')}>
          {Array.from({ length: REVIEW_PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <ReviewSkeleton />
            </li>
          ))}
        </List>
      ) : pages.isError && reviews.length === 0 ? (
        <Muted role="alert">{t('reviews.loadFailed')}</Muted>
      ) : reviews.length === 0 ? (
        <Muted>{t('reviews.empty')}</Muted>
      ) : (
        <>
          <List aria-label={t('reviews.list')}>
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} answerable={isHost} />
              </li>
            ))}
          </List>
          <More>
            <Muted role="status" style={{ margin: 0 }}>
              {t('reviews.showing', { shown: reviews.length, total })}
            </Muted>
            {pages.hasNextPage && (
              <Button
                $variant="outline"
                onClick={() => pages.fetchNextPage()}
                disabled={pages.isFetchingNextPage}
                aria-busy={pages.isFetchingNextPage}
              >
                {t(pages.isFetchingNextPage ? 'reviews.loadingMore' : 'reviews.showMore')}
              </Button>
            )}
            {pages.isFetchNextPageError && <Muted role="alert">{t('reviews.moreFailed')}</Muted>}
          </More>
        </>
      )}
    </section>
  );
}
