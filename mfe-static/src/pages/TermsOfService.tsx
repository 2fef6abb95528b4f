import { StaticPage } from '../components/StaticPage';
import { LegalDocument, termsOfService } from '../features/legal';
import { useT } from '../i18n';

function Terms() {
  return <LegalDocument document={termsOfService(useT())} />;
}

export default function TermsOfService() {
  return (
    <StaticPage module="./TermsOfService" title={(t) => t('terms.title')}>
      <Terms />
    </StaticPage>
  );
}
