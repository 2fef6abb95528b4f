import { CAR_REVIEWS_PAGE_SIZE, type Review } from '@ladrive/contracts';
import { type ApiPaging, apiPaging, apiQuery, apiRequest } from '@ladrive/platform';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@ladrive/server-state';

/** GET /api/cars/:id: the car and its host. */
export function useCar(id: string) {
  return useQuery(apiQuery('GET /api/cars/:id', { id }));
}

export interface ReviewsPage extends ApiPaging {
  reviews: Review[];
}

/** One page of GET /api/cars/:id/reviews (newest first) with the total from the paging headers. */
export async function fetchCarReviews(id: string, page: number): Promise<ReviewsPage> {
  const response = await apiRequest('GET /api/cars/:id/reviews', {
    params: { id },
    searchParams: page > 1 ? { page: String(page) } : {},
  });
  const reviews = await response.json();
  return { reviews, ...apiPaging(response.headers, { total: reviews.length, page, pageSize: CAR_REVIEWS_PAGE_SIZE }) };
}

const carReviewsKey = (id: string) => ['api', 'cars', id, 'reviews', 'pages'];

/** Every review of the car, a page at a time ('Mostrar más reseñas' asks for the next). */
export function useCarReviews(id: string) {
  return useInfiniteQuery({
    queryKey: carReviewsKey(id),
    queryFn: ({ pageParam }) => fetchCarReviews(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** POST /api/reviews/:id/answer: the host's one answer to a review of their car; then the reviews are read again. */
export function useAnswerReview(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, answer }: { reviewId: string; answer: string }) =>
      apiRequest('POST /api/reviews/:id/answer', { params: { id: reviewId }, json: { answer } }).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carReviewsKey(carId) }),
  });
}

/** GET /api/cars/:id/reviews/summary: how many of each star. */
export function useRatingBreakdown(id: string) {
  return useQuery(apiQuery('GET /api/cars/:id/reviews/summary', { id }));
}

/** POST /api/cars/:id/conversation: the signed-in renter's conversation about the car (201 new, 200 already). */
export function useStartConversation(carId: string) {
  return useMutation({
    mutationFn: () => apiRequest('POST /api/cars/:id/conversation', { params: { id: carId } }).json(),
  });
}
