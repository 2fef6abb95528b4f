import { StaticPage } from '../components/StaticPage';
import { LegalDocument, privacyPolicy } from '../features/legal';

export default function PrivacyPolicy() {
  return (
    <StaticPage title={privacyPolicy.title}>
      <LegalDocument document={privacyPolicy} />
    </StaticPage>
  );
}
