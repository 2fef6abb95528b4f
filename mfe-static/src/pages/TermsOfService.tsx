import { StaticPage } from '../components/StaticPage';
import { TermsOfServiceDocument } from '../features/legal';

export default function TermsOfService() {
  return (
    <StaticPage module="./TermsOfService">
      <TermsOfServiceDocument />
    </StaticPage>
  );
}
