import type { BankingInput, Car, CarInsert, CarUpdate } from '@ladrive/contracts';
import { api } from '@ladrive/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateHostData } from '../../../lib/cars';

/** PUT /api/users/banking. */
export function useSaveBanking() {
  return useMutation({
    mutationFn: (banking: BankingInput) => api.put('users/banking', { json: banking }).json<unknown>(),
  });
}

/** POST /api/cars; the car lists refresh afterwards. */
export function useCreateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (car: CarInsert) => api.post('cars', { json: car }).json<Car>(),
    onSuccess: () => invalidateHostData(queryClient),
  });
}

/** PATCH /api/cars/:id (edit or pause/activate); the car lists refresh afterwards. */
export function useUpdateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: CarUpdate }) =>
      api.patch(`cars/${id}`, { json: update }).json<Car>(),
    onSuccess: () => invalidateHostData(queryClient),
  });
}
