import styled from 'styled-components';

export const Card = styled.div<{ $padding?: number }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme, $padding = 6 }) => theme.space($padding)};
`;

/** Page width container with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

/** A page's main column: container plus vertical rhythm. */
export const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(12)};
`;

/** A responsive grid of cards. */
export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '260px' }) => $min}, 1fr));
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A dashboard's top row: its title block (h1 and a line under it) and an action or badge at the other end. */
export const DashboardHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 { margin: 0; }
  p { margin: ${({ theme }) => theme.space(1)} 0 0; }
`;

/** One titled block of a form: a card section whose h2 is the block's title. */
export const FormSection = styled(Card).attrs({ as: 'section' })`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h2 { font-size: ${({ theme }) => theme.font.sizes.lg}; margin-top: 0; }
`;

/** Fields side by side where there is room, each at least `$min` wide. */
export const FieldGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '200px' }) => $min}, 1fr));
`;
