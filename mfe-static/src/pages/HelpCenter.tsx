import { StaticPage } from '../components/StaticPage';
import { HelpCenterContent } from '../features/help';

export default function HelpCenter() {
  return (
    <StaticPage module="./HelpCenter">
      <HelpCenterContent />
    </StaticPage>
  );
}
