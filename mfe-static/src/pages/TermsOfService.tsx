import { StaticPage } from '../components/StaticPage';
import { LegalDocument, termsOfService } from '../features/legal';

export default function TermsOfService() {
  return (
    <StaticPage title={termsOfService.title}>
      <LegalDocument document={termsOfService} />
    </StaticPage>
  );
}
