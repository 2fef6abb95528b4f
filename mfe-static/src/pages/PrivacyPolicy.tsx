import { StaticPage } from '../components/StaticPage';
import { PrivacyPolicyDocument } from '../features/legal';

export default function PrivacyPolicy() {
  return (
    <StaticPage module="./PrivacyPolicy">
      <PrivacyPolicyDocument />
    </StaticPage>
  );
}
