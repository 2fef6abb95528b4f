import { StaticPage } from '../components/StaticPage';
import { SafetyGuidelinesContent } from '../features/safety';

export default function SafetyGuidelines() {
  return (
    <StaticPage title="Safety Guidelines">
      <SafetyGuidelinesContent />
    </StaticPage>
  );
}
