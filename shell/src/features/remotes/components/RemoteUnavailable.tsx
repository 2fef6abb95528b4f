import { Button, Card } from '@ladrive/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(10)} auto;
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.font.sizes.xl}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** What a visitor sees instead of a page or widget whose remote failed to load. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  return (
    <Box role="alert">
      <h2>This part of the site is temporarily unavailable</h2>
      <p>We couldn't load this section right now. Please try again in a moment; the rest of LA Drive keeps working.</p>
      <Actions>
        <Button onClick={onRetry}>Retry</Button>
        <Button as={Link} to="/" $variant="outline">
          Back to Home
        </Button>
      </Actions>
    </Box>
  );
}
