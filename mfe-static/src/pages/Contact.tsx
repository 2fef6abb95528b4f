import { StaticPage } from '../components/StaticPage';
import { ContactContent } from '../features/contact';

export default function Contact() {
  return (
    <StaticPage title="Contact Us">
      <ContactContent />
    </StaticPage>
  );
}
