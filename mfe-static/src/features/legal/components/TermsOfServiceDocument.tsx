import { useT } from '../../../i18n';
import { termsOfService } from '../content/terms-of-service';
import { LegalDocument } from './LegalDocument';

/** The Terms of Service page's content, in the language of the page. */
export function TermsOfServiceDocument() {
  return <LegalDocument document={termsOfService(useT())} />;
}
