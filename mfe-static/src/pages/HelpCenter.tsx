import { StaticPage } from '../components/StaticPage';
import { HelpCenterContent } from '../features/help';

export default function HelpCenter() {
  return (
    <StaticPage module="./HelpCenter" title={(t) => t('help.title')}>
      <HelpCenterContent />
    </StaticPage>
  );
}
