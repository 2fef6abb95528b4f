import {
  ADMIN_DEFAULT_PAGE_SIZE,
  type AdminBookingRow,
  type AdminCarRow,
  type AdminUserRow,
  CAR_SEARCH_HEADERS,
} from '@ladrive/contracts';
import { apiRequest } from '@ladrive/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export interface AdminPage<Row> {
  rows: Row[];
  /** Every row matching the search and filter (X-Total-Count), not only this page. */
  total: number;
  page: number;
  pageSize: number;
}

/** The query key prefix of a list; the documents dialog invalidates the bookings one. */
export const adminListKey = (kind: AdminListKind) => ['api', 'admin', kind] as const;

function headerNumber(headers: Headers, name: string, fallback: number): number {
  const value = Number(headers.get(name));
  return headers.has(name) && Number.isFinite(value) ? value : fallback;
}

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
        total: headerNumber(response.headers, CAR_SEARCH_HEADERS.totalCount, rows.length),
        page: headerNumber(response.headers, CAR_SEARCH_HEADERS.page, view.page),
        pageSize: headerNumber(response.headers, CAR_SEARCH_HEADERS.pageSize, ADMIN_DEFAULT_PAGE_SIZE),
      };
    },
    placeholderData: keepPreviousData,
    retry: retryAdminRead,
  });
}
