import { apiQuery } from '@ladrive/platform';
import { useQuery } from '@ladrive/server-state';

/** GET /api/hosts/:id: a host's public profile and the cars renters can book from them. */
export function useHostProfile(id: string) {
  return useQuery(apiQuery('GET /api/hosts/:id', { id }));
}
