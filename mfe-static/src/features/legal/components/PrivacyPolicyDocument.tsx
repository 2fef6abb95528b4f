import { usePrivacyPolicy } from '@ladrive/marketplace-ui/legal';
import { LegalDocument } from './LegalDocument';

/**
 * The Privacy Policy page's content, in the language of the page: the text is @ladrive/marketplace-ui's (the
 * booking form shows the same policy in a dialog).
 */
export function PrivacyPolicyDocument() {
  return <LegalDocument document={usePrivacyPolicy()} />;
}
