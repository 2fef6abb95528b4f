import { Button, Muted } from '@ladrive/design-system';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  div { display: flex; gap: ${({ theme }) => theme.space(2)}; }
`;

const count = new Intl.NumberFormat('en-US');

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What is counted, plural ("users"). */
  noun: string;
  onPage: (page: number) => void;
}

/** "Showing 26–50 of 1,234 users", page N of M, Previous / Next. */
export function Pager({ page, pageSize, total, noun, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Nav aria-label={`Pages of ${noun}`}>
      <Muted style={{ margin: 0 }} data-testid="list-range">
        Showing {count.format(first)}–{count.format(last)} of {count.format(total)} {noun} · Page {count.format(page)}{' '}
        of {count.format(pages)}
      </Muted>
      <div>
        <Button $variant="outline" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button $variant="outline" $size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </Nav>
  );
}
