import { ListCarScreen, type ListCarScreenProps } from '../features/listing';
import { assignLocation } from '../lib/cars';

/** /list-car. Handles the signed-out visitor itself (the spec's 'List Your Car' card). */
export default function ListCarPage({ redirect = assignLocation, createUppy }: Partial<ListCarScreenProps>) {
  return <ListCarScreen redirect={redirect} createUppy={createUppy} />;
}
