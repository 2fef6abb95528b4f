import { CALENDAR_FETCH_TIMEOUT_MS, type CalendarSyncSettings } from '@ladrive/contracts';
import { apiQuery, apiQueryKey, apiRequest } from '@ladrive/platform';
import { useMutation, useQuery, useQueryClient } from '@ladrive/server-state';

/** GET /api/cars/:id/calendar-sync: the car's feed URL and its import's source and status. */
export function useCalendarSync(carId: string) {
  return useQuery(apiQuery('GET /api/cars/:id/calendar-sync', { id: carId }));
}

/** Every change answers the settings as they now are: they replace the cached ones. */
function useSyncChange<Input>(carId: string, send: (input: Input) => Promise<CalendarSyncSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) =>
      queryClient.setQueryData(apiQueryKey('GET /api/cars/:id/calendar-sync', { id: carId }), settings),
  });
}

export function useRotateFeed(carId: string) {
  return useSyncChange(carId, () =>
    apiRequest('POST /api/cars/:id/calendar-sync/feed', { params: { id: carId } }).json(),
  );
}

export function useRevokeFeed(carId: string) {
  return useSyncChange(carId, () =>
    apiRequest('DELETE /api/cars/:id/calendar-sync/feed', { params: { id: carId } }).json(),
  );
}

export function useSetImportUrl(carId: string) {
  return useSyncChange(carId, (url: string) =>
    apiRequest('PUT /api/cars/:id/calendar-sync/import-url', {
      params: { id: carId },
      json: { url },
      // the API fetches the calendar before it answers: room for its whole time limit
      timeout: 2 * CALENDAR_FETCH_TIMEOUT_MS,
    }).json(),
  );
}

export function useImportFile(carId: string) {
  return useSyncChange(carId, (ics: string) =>
    apiRequest('POST /api/cars/:id/calendar-sync/import-file', { params: { id: carId }, json: { ics } }).json(),
  );
}

export function useStopImport(carId: string) {
  return useSyncChange(carId, () =>
    apiRequest('DELETE /api/cars/:id/calendar-sync/import', { params: { id: carId } }).json(),
  );
}
