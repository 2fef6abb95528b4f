import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Card';

/** A responsive row of figure cards (dashboards). */
export const FigureGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const Figure = styled(Card)`
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; font-weight: 600; }
  dd { margin: ${({ theme }) => theme.space(2)} 0 0; }
  dd:first-of-type { font-size: ${({ theme }) => theme.font.sizes.xxl}; font-weight: 700; }
  dd + dd { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

export interface FigureCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the figure, e.g. what it counts. */
  detail?: ReactNode;
  /** `data-testid` of the value (and `<testId>-detail` of the detail), for tests and journeys that read it. */
  testId?: string;
}

/** One dashboard figure: its label, the value large, an optional detail. */
export function FigureCard({ label, value, detail, testId }: FigureCardProps) {
  return (
    <Figure as="dl" $padding={5}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
      {detail !== undefined && <dd data-testid={testId && `${testId}-detail`}>{detail}</dd>}
    </Figure>
  );
}
