import { ADMIN_DEFAULT_PAGE_SIZE, type AdminBookingRow, type AdminCarRow, type AdminUserRow } from '@ladrive/contracts';
import { type ApiPaging, apiPaging, apiRequest } from '@ladrive/platform';
import { keepPreviousData, useQuery } from '@ladrive/server-state';
import { retryAdminRead } from '../../../lib/admin-query';
import { type ListView, listQuery } from '../lib/list-view';

export const ADMIN_LIST_ENDPOINTS = {
  users: 'GET /api/admin/users',
  cars: 'GET /api/admin/cars',
  bookings: 'GET /api/admin/bookings',
} as const;
export type AdminListKind = keyof typeof ADMIN_LIST_ENDPOINTS;
export interface AdminRows {
  users: AdminUserRow;
  cars: AdminCarRow;
  bookings: AdminBookingRow;
}

export interface AdminPage<Row> extends ApiPaging {
  rows: Row[];
}

/** The query key prefix of a list; the documents dialog invalidates the bookings one. */
export const adminListKey = (kind: AdminListKind) => ['api', 'admin', kind] as const;

/** One page of an admin list, as the URL's view says; the previous page stays on screen while the next loads. */
export function useAdminList<K extends AdminListKind>(kind: K, view: ListView) {
  return useQuery({
    queryKey: [...adminListKey(kind), view],
    queryFn: async (): Promise<AdminPage<AdminRows[K]>> => {
      const endpoint: (typeof ADMIN_LIST_ENDPOINTS)[AdminListKind] = ADMIN_LIST_ENDPOINTS[kind];
      const response = await apiRequest(endpoint, { searchParams: listQuery(view) });
      const rows = (await response.json()) as AdminRows[K][];
      return {
        rows,
        ...apiPaging(response.headers, { total: rows.length, page: view.page, pageSize: ADMIN_DEFAULT_PAGE_SIZE }),
      };
    },
    placeholderData: keepPreviousData,
    retry: retryAdminRead,
  });
}
