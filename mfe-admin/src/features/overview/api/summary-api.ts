import { apiQuery } from '@ladrive/platform';
import { useQuery } from '@ladrive/server-state';
import { retryAdminRead } from '../../../lib/admin-query';

/** GET /api/admin/dashboard (the figures are defined in contracts' platform-revenue.ts). */
export function useAdminSummary() {
  return useQuery({ ...apiQuery('GET /api/admin/dashboard'), retry: retryAdminRead });
}
