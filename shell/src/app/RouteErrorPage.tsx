import { Button, Card } from '@ladrive/shared-ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled(Card)`
  max-width: 520px;
  margin: ${({ theme }) => theme.space(16)} auto;
  text-align: center;
`;

/** Last line of defence: a shell bug shows this instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('Unexpected error while rendering the page', error), [error]);
  return (
    <Box role="alert">
      <h1>Something went wrong</h1>
      <p>Please reload the page. If it keeps happening, contact our 24/7 support.</p>
      <Button as="a" href="/">
        Back to Home
      </Button>
    </Box>
  );
}
