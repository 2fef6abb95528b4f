import { Button, Muted } from '@ladrive/design-system';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import type { AdminListTexts } from './AdminListTab';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  div { display: flex; gap: ${({ theme }) => theme.space(2)}; }
`;

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** Which list is paged: its range and navigation texts in the catalogs. */
  texts: AdminListTexts;
  onPage: (page: number) => void;
}

/** "Showing 26–50 of 1,234 users", page N of M, Previous / Next. */
export function Pager({ page, pageSize, total, texts, onPage }: PagerProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Nav aria-label={t(`${texts}.pages`)}>
      <Muted style={{ margin: 0 }} data-testid="list-range">
        {t(`${texts}.range`, { first, last, total, page, pages })}
      </Muted>
      <div>
        <Button $variant="outline" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.previous')}
        </Button>
        <Button $variant="outline" $size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </Button>
      </div>
    </Nav>
  );
}
