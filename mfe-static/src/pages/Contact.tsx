import { StaticPage } from '../components/StaticPage';
import { ContactContent } from '../features/contact';

export default function Contact() {
  return (
    <StaticPage module="./Contact">
      <ContactContent />
    </StaticPage>
  );
}
