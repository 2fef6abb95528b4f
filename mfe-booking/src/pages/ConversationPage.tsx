import { useParams } from '@ladrive/routing';
import { ConversationScreen } from '../features/conversations';

/** /messages/:id (requiresAuth: the shell shows its sign-in fallback to visitors). */
export default function ConversationPage() {
  const { id = '' } = useParams();
  // another conversation is another page: its own pages, composer and announcements
  return <ConversationScreen key={id} id={id} />;
}
