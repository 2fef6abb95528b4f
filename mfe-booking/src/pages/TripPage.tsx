import { useParams } from '@ladrive/routing';
import { TripScreen } from '../features/trips';
import { InSpecLanguage } from '../lib/spec-language';

/** /dashboard/trips/:id (requiresAuth: the shell shows its sign-in fallback to visitors). */
export default function TripPage() {
  const { id = '' } = useParams();
  return (
    <InSpecLanguage module="./TripPage">
      <TripScreen id={id} />
    </InSpecLanguage>
  );
}
