import { Button, Card } from '@ladrive/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled(Card)`
  max-width: 520px;
  margin: ${({ theme }) => theme.space(12)} auto;
  text-align: center;
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Code = styled.div`
  font-size: 4rem;
  font-weight: 800;
  line-height: 1;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.brand};
`;

export function NotFoundPage() {
  return (
    <Box as="section" aria-labelledby="not-found">
      <Code aria-hidden="true">404</Code>
      <h1 id="not-found">Page Not Found</h1>
      <p>The page you're looking for doesn't exist or has moved.</p>
      <Button as={Link} to="/" $size="lg">
        Back to Home
      </Button>
    </Box>
  );
}
