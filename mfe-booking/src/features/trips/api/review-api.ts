import type { ReviewInsert } from '@ladrive/contracts';
import { apiQuery, apiQueryKey, apiRequest } from '@ladrive/platform';
import { useMutation, useQuery, useQueryClient } from '@ladrive/server-state';

/** GET /api/bookings/:id/reviews: the reader's own review, the published ones, and whether they may write theirs. */
export function useBookingReviews(id: string, enabled: boolean) {
  return useQuery({ ...apiQuery('GET /api/bookings/:id/reviews', { id }), enabled });
}

/** POST /api/bookings/:id/reviews; then the trip's reviews are read again (the second side publishes both). */
export function useWriteReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewInsert) =>
      apiRequest('POST /api/bookings/:id/reviews', { params: { id }, json: review }).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiQueryKey('GET /api/bookings/:id/reviews', { id }) }),
  });
}
