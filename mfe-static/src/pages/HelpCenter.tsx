import { StaticPage } from '../components/StaticPage';
import { HelpCenterContent } from '../features/help';

export default function HelpCenter() {
  return (
    <StaticPage title="Centro de Ayuda" lang="es">
      <HelpCenterContent />
    </StaticPage>
  );
}
