import { Button, Card, Muted, Page, useDocumentTitle } from '@ladrive/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(6)} auto;
  text-align: center;
`;

/** The car id in /booking/:id is unknown (or the car was removed). */
export function CarNotFound() {
  useDocumentTitle('Car Not Found');
  return (
    <Page>
      <Box>
        <h1>Car Not Found</h1>
        <Muted>The car you're trying to book doesn't exist or has been removed.</Muted>
        <Button as={Link} to="/">
          Back to Home
        </Button>
      </Box>
    </Page>
  );
}
