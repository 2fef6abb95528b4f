import type { EmailPreferences } from '@ladrive/contracts';
import { apiQuery, apiRequest } from '@ladrive/platform';
import { useMutation, useQuery, useQueryClient } from '@ladrive/server-state';

/** GET /api/bookings/renter/:userId: the signed-in renter's bookings, newest first. */
export function useRenterBookings(userId: string) {
  return useQuery(apiQuery('GET /api/bookings/renter/:userId', { userId }));
}

const emailPreferences = apiQuery('GET /api/users/email-preferences');

/** GET /api/users/email-preferences: which emails the user gets. */
export function useEmailPreferences() {
  return useQuery(emailPreferences);
}

/** PUT /api/users/email-preferences with both choices; what the API saved is what the profile shows. */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: EmailPreferences) => apiRequest('PUT /api/users/email-preferences', { json: choices }).json(),
    onSuccess: (saved) => queryClient.setQueryData(emailPreferences.queryKey, saved),
  });
}
