import { ListCarScreen } from '../features/listing';

/** /list-car. Handles the signed-out visitor itself (the spec's 'List Your Car' card). */
export default function ListCarPage() {
  return <ListCarScreen />;
}
