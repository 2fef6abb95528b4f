import { StaticPage } from '../components/StaticPage';
import { SafetyGuidelinesContent } from '../features/safety';

export default function SafetyGuidelines() {
  return (
    <StaticPage module="./SafetyGuidelines">
      <SafetyGuidelinesContent />
    </StaticPage>
  );
}
