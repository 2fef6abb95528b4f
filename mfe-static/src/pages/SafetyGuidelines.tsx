import { StaticPage } from '../components/StaticPage';
import { SafetyGuidelinesContent } from '../features/safety';

export default function SafetyGuidelines() {
  return (
    <StaticPage module="./SafetyGuidelines" title={(t) => t('safety.title')}>
      <SafetyGuidelinesContent />
    </StaticPage>
  );
}
