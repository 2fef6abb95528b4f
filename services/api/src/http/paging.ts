import { CAR_SEARCH_HEADERS } from '@ladrive/contracts';
import type { Context } from 'koa';

/** Which page of a list an answer holds, and how many rows the whole list has. */
export interface PageServed {
  total: number;
  /** False when `total` is only a bound (at least that many): a search stops counting at a limit. */
  totalExact?: boolean;
  page: number;
  pageSize: number;
}

/** A list answers like GET /api/cars: the page's rows as the body, the total and the page served in headers. */
export function sendPage(
  ctx: Context,
  rows: unknown[],
  { total, totalExact = true, page, pageSize }: PageServed,
): void {
  ctx.set(CAR_SEARCH_HEADERS.totalCount, String(total));
  ctx.set(CAR_SEARCH_HEADERS.totalExact, String(totalExact));
  ctx.set(CAR_SEARCH_HEADERS.page, String(page));
  ctx.set(CAR_SEARCH_HEADERS.pageSize, String(pageSize));
  ctx.body = rows;
}
