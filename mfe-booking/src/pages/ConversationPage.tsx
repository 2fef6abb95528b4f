import { useParams } from '@ladrive/routing';
import { ConversationScreen } from '../features/conversations';
import { InSpecLanguage } from '../lib/spec-language';

/** /messages/:id (requiresAuth: the shell shows its sign-in fallback to visitors). */
export default function ConversationPage() {
  const { id = '' } = useParams();
  // another conversation is another page: its own pages, composer and announcements
  return (
    <InSpecLanguage module="./ConversationPage">
      <ConversationScreen key={id} id={id} />
    </InSpecLanguage>
  );
}
