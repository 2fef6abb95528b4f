import { Inbox } from '../features/conversations';

/** /messages (requiresAuth: the shell shows its sign-in fallback to visitors). */
export default function MessagesPage() {
  return <Inbox />;
}
