import type { RumWindow } from '@ladrive/contracts';
import { apiQuery, apiRequest } from '@ladrive/platform';
import { keepPreviousData, useQuery } from '@ladrive/server-state';
import { retryAdminRead } from '../../../lib/admin-query';

/** GET /api/admin/releases: each app's version in use, its canary and its switches (the release origin's). */
export function useAdminReleases() {
  return useQuery({ ...apiQuery('GET /api/admin/releases'), retry: retryAdminRead });
}

/** GET /api/admin/rum?window=: each remote version's sessions, error rate and p75 vitals over the window. */
export function useRumRollup(span: RumWindow) {
  return useQuery({
    queryKey: ['api', 'admin', 'rum', span],
    queryFn: () => apiRequest('GET /api/admin/rum', { searchParams: { window: span } }).json(),
    // the other window's figures stay on screen while this one's load
    placeholderData: keepPreviousData,
    retry: retryAdminRead,
  });
}
