import { useSearchParams } from '@ladrive/routing';

/** What a list shows, kept in the query string so a view can be shared and reloaded. */
export interface ListView {
  page: number;
  sort?: string;
  q?: string;
  status?: string;
}

export const LIST_VIEW_KEYS = ['page', 'sort', 'q', 'status'] as const;

/** The list's view from the URL; a change of sort, search or status starts again at page 1. */
export function useListView(): [ListView, (change: Partial<ListView>) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  const view: ListView = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: params.get('sort') ?? undefined,
    q: params.get('q') ?? undefined,
    status: params.get('status') ?? undefined,
  };
  const update = (change: Partial<ListView>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      const merged: ListView = { ...view, ...change, page: change.page ?? 1 };
      for (const key of LIST_VIEW_KEYS) {
        const value = merged[key];
        if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  };
  return [view, update];
}

/** The view as the API's query (page 1 and empty values left out). */
export function listQuery(view: ListView): Record<string, string> {
  const query: Record<string, string> = {};
  if (view.page > 1) query.page = String(view.page);
  if (view.sort) query.sort = view.sort;
  if (view.q) query.q = view.q;
  if (view.status) query.status = view.status;
  return query;
}
