import { Button, Card, Muted, Page, useDocumentTitle } from '@ladrive/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(6)} auto;
  text-align: center;
`;

/** A car id the API does not know (or a removed car). */
export function CarNotFound() {
  useDocumentTitle('Auto no encontrado');
  return (
    <Page>
      <Box>
        <h1>Auto no encontrado</h1>
        <Muted>El auto que buscas no existe o ha sido removido.</Muted>
        <Button as={Link} to="/search">
          Volver a la búsqueda
        </Button>
      </Box>
    </Page>
  );
}
