import { apiQuery } from '@ladrive/shared-ui';
import { useQuery } from '@tanstack/react-query';

/** GET /api/cars/:id: the car and its host. */
export function useCar(id: string) {
  return useQuery(apiQuery('GET /api/cars/:id', { id }));
}

/** GET /api/cars/:id/reviews, newest first. */
export function useCarReviews(id: string) {
  return useQuery(apiQuery('GET /api/cars/:id/reviews', { id }));
}
