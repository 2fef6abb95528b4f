import { Card, Muted, Skeleton } from '@ladrive/design-system';
import { useApiErrorMessage } from '@ladrive/platform';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { type AdminListKind, type AdminRows, useAdminList } from '../api/admin-lists';
import { useListView } from '../lib/list-view';
import { type Choice, ListToolbar } from './ListToolbar';
import { Pager } from './Pager';

/** Each list's texts in the catalogs: `<texts>.title`, `.searchLabel`, `.empty`… */
export type AdminListTexts = 'users' | 'vehicles' | 'bookings';

export interface AdminListTabProps<K extends AdminListKind> {
  kind: K;
  texts: AdminListTexts;
  sorts: Choice[];
  defaultSort: string;
  /** Bookings only: the statuses the list can be filtered by. */
  statuses?: readonly string[];
  children: (rows: AdminRows[K][]) => ReactNode;
}

/** One admin list: toolbar, the page as a table (`children`), the pager; its view lives in the URL. */
export function AdminListTab<K extends AdminListKind>(props: AdminListTabProps<K>) {
  const t = useT();
  const errorMessage = useApiErrorMessage();
  const { texts } = props;
  const [view, setView] = useListView();
  const list = useAdminList(props.kind, view);
  const page = list.data;
  let body: ReactNode;
  if (list.error) {
    body = (
      <Card role="alert">
        <p style={{ margin: 0 }}>{errorMessage(list.error)}</p>
      </Card>
    );
  } else if (!page) {
    body = (
      <div role="status" aria-label={t(`${texts}.loading`)}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} $height="3rem" style={{ marginBottom: '0.5rem' }} />
        ))}
      </div>
    );
  } else if (page.rows.length === 0) {
    body = <Muted>{t(`${texts}.empty`)}</Muted>;
  } else {
    body = (
      <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
        {props.children(page.rows)}
        <Pager
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
          texts={texts}
          onPage={(page) => setView({ page })}
        />
      </div>
    );
  }
  return (
    <section aria-labelledby={`${props.kind}-heading`}>
      <h2 id={`${props.kind}-heading`}>{t(`${texts}.title`)}</h2>
      <ListToolbar
        searchLabel={t(`${texts}.searchLabel`)}
        searchPlaceholder={t(`${texts}.searchPlaceholder`)}
        search={view.q ?? ''}
        onSearch={(q) => setView({ q })}
        sorts={props.sorts}
        sort={view.sort ?? props.defaultSort}
        onSort={(sort) => setView({ sort: sort === props.defaultSort ? undefined : sort })}
        statuses={props.statuses}
        status={view.status}
        onStatus={(status) => setView({ status })}
      />
      {body}
    </section>
  );
}
