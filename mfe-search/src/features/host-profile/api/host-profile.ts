import { useQuery } from '@ladrive/server-state';
import { apiQuery } from '@ladrive/shared-ui';

/** GET /api/hosts/:id: a host's public profile and the cars renters can book from them. */
export function useHostProfile(id: string) {
  return useQuery(apiQuery('GET /api/hosts/:id', { id }));
}
