import { visuallyHidden } from '@ladrive/design-system';
import styled from 'styled-components';

/** The lists' table; on small screens its rows are cards, so nothing needs to scroll sideways. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  th, td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th { background: ${({ theme }) => theme.colors.surfaceMuted}; white-space: nowrap; }
  tbody tr:last-child td { border-bottom: 0; }
  td p { margin: 0; }
  td .muted { color: ${({ theme }) => theme.colors.textMuted}; }
  td.number { text-align: right; white-space: nowrap; }
  th.number { text-align: right; }

  /*
   * Below md each row is a card: the header row is left to screen readers and every cell shows its column's name
   * (its data-label) above its value. The generated label is given empty alternative text: a screen reader already
   * hears the column header.
   */
  ${({ theme }) => `@media (width < ${theme.breakpoints.md})`} {
    &, tbody, tr, td { display: block; }
    thead { ${visuallyHidden} }
    tr {
      padding: ${({ theme }) => theme.space(3)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child { border-bottom: 0; }
    td, td.number {
      padding: ${({ theme }) => theme.space(1)} 0;
      border-bottom: 0;
      text-align: left;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      display: block;
      font-size: ${({ theme }) => theme.font.sizes.xs};
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

export const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;
