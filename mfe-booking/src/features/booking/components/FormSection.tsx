import { Card } from '@ladrive/shared-ui';
import styled from 'styled-components';

/** One titled block of the booking form. */
export const FormSection = styled(Card).attrs({ as: 'section' })`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h2 { font-size: ${({ theme }) => theme.font.sizes.lg}; margin-top: 0; }
`;

/** Two fields side by side where there is room. */
export const Pair = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;
