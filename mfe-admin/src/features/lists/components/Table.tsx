import styled from 'styled-components';

/** The lists' table: scrolls sideways on small screens instead of squeezing the columns. */
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
`;

export const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;
