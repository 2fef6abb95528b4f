import { Button, Card, signInUrl } from '@ladrive/shared-ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled(Card)`
  max-width: 520px;
  margin: ${({ theme }) => theme.space(12)} auto;
  text-align: center;
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Shown instead of a page that needs an account; signing in comes back to this very page. */
export function SignInRequired() {
  const { pathname, search, hash } = useLocation();
  return (
    <Box as="section" aria-labelledby="sign-in-required">
      <h1 id="sign-in-required">Sign in to continue</h1>
      <p>You need an LA Drive account to see this page. Sign in and we'll bring you right back here.</p>
      <Actions>
        <Button as="a" href={signInUrl(`${pathname}${search}${hash}`)} $size="lg">
          Sign In
        </Button>
        <Button as={Link} to="/" $variant="outline" $size="lg">
          Back to Home
        </Button>
      </Actions>
    </Box>
  );
}
