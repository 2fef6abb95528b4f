import { useParams } from '@ladrive/routing';
import { HostProfile } from '../features/host-profile';
import { InSpecLanguage } from '../lib/spec-language';

/** /hosts/:id: a host's public profile, linked from the car page's host card. */
export default function HostProfilePage() {
  const { id = '' } = useParams();
  return (
    <InSpecLanguage module="./HostProfilePage">
      <HostProfile key={id} hostId={id} />
    </InSpecLanguage>
  );
}
