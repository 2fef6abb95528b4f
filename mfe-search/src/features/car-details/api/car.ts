import type { CarDetail, Review } from '@ladrive/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/cars/:id (the car and its host), through the default GET-by-key query function. */
export const carKey = (id: string) => ['api', 'cars', id] as const;
/** GET /api/cars/:id/reviews, newest first. */
export const carReviewsKey = (id: string) => ['api', 'cars', id, 'reviews'] as const;

export function useCar(id: string) {
  return useQuery<CarDetail>({ queryKey: carKey(id) });
}

export function useCarReviews(id: string) {
  return useQuery<Review[]>({ queryKey: carReviewsKey(id) });
}
