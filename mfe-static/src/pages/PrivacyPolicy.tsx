import { privacyPolicy } from '@ladrive/shared-ui';
import { StaticPage } from '../components/StaticPage';
import { LegalDocument } from '../features/legal';

/** /privacy-policy: the policy text comes from shared-ui (the booking form shows the same text in a dialog). */
export default function PrivacyPolicy() {
  return (
    <StaticPage title={privacyPolicy.title}>
      <LegalDocument document={privacyPolicy} />
    </StaticPage>
  );
}
