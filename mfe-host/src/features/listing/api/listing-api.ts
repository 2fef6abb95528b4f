import type { BankingInput, CarInsert, CarUpdate } from '@ladrive/contracts';
import { apiRequest } from '@ladrive/platform';
import { useMutation, useQueryClient } from '@ladrive/server-state';
import { invalidateHostData } from '../../../lib/cars';

/** PUT /api/users/banking. */
export function useSaveBanking() {
  return useMutation({
    mutationFn: (banking: BankingInput) => apiRequest('PUT /api/users/banking', { json: banking }).json(),
  });
}

/** POST /api/cars/validate: would POST /api/cars list this car? Resolves when it would; writes nothing. */
export function useCheckCar() {
  return useMutation({
    mutationFn: async (car: CarInsert) => {
      await apiRequest('POST /api/cars/validate', { json: car });
    },
  });
}

/** POST /api/cars; the car lists refresh afterwards. */
export function useCreateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (car: CarInsert) => apiRequest('POST /api/cars', { json: car }).json(),
    onSuccess: () => invalidateHostData(queryClient),
  });
}

/** PATCH /api/cars/:id (edit or pause/activate); the car lists refresh afterwards. */
export function useUpdateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: CarUpdate }) =>
      apiRequest('PATCH /api/cars/:id', { params: { id }, json: update }).json(),
    onSuccess: () => invalidateHostData(queryClient),
  });
}
