import { Button, Notice, Page, useDocumentTitle } from '@ladrive/shared-ui';
import { Link } from 'react-router-dom';

/** A car id the API does not know (or a removed car). */
export function CarNotFound() {
  useDocumentTitle('Auto no encontrado');
  return (
    <Page>
      <Notice
        title="Auto no encontrado"
        actions={
          <Button as={Link} to="/search">
            Volver a la búsqueda
          </Button>
        }
      >
        El auto que buscas no existe o ha sido removido.
      </Notice>
    </Page>
  );
}
