import type { AvailabilityUpdate } from '@ladrive/contracts';
import { apiQuery, apiRequest } from '@ladrive/platform';
import { useMutation, useQuery, useQueryClient } from '@ladrive/server-state';
import { invalidateHostData } from '../../../lib/cars';

const availabilityQuery = (carId: string) => apiQuery('GET /api/cars/:id/availability', { id: carId });

/** GET /api/cars/:id/availability: the car's booked and blocked days (with the host's notes) and its rules. */
export function useCarAvailability(carId: string) {
  return useQuery(availabilityQuery(carId));
}

/** PUT /api/cars/:id/availability: the host's blocks and the trip rules, as a whole. */
export function useSaveAvailability(carId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AvailabilityUpdate) =>
      apiRequest('PUT /api/cars/:id/availability', { params: { id: carId }, json: update }).json(),
    onSuccess: (saved) => {
      queryClient.setQueryData(availabilityQuery(carId).queryKey, saved);
      // a search by dates now finds the car on other days
      return invalidateHostData(queryClient);
    },
  });
}
