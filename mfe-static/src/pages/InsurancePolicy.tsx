import { StaticPage } from '../components/StaticPage';
import { InsurancePolicyContent } from '../features/insurance';

export default function InsurancePolicy() {
  return (
    <StaticPage title="Insurance Policy">
      <InsurancePolicyContent />
    </StaticPage>
  );
}
