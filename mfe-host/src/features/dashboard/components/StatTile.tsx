import { Card } from '@ladrive/shared-ui';
import styled from 'styled-components';

export const StatGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const Tile = styled(Card)`
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
  dd { margin: ${({ theme }) => theme.space(2)} 0 0; font-size: ${({ theme }) => theme.font.sizes.xxl}; font-weight: 700; }
`;

/** One figure with its label; `testId` lets a journey read the figure. */
export function StatTile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Tile as="dl" $padding={5}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </Tile>
  );
}
