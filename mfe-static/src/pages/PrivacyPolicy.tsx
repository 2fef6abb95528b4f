import { privacyPolicy } from '@ladrive/marketplace-ui/legal';
import { StaticPage } from '../components/StaticPage';
import { LegalDocument } from '../features/legal';

/** /privacy-policy: the policy text comes from @ladrive/marketplace-ui (the booking form shows the same text in a dialog). */
export default function PrivacyPolicy() {
  return (
    <StaticPage module="./PrivacyPolicy">
      <LegalDocument document={privacyPolicy} />
    </StaticPage>
  );
}
