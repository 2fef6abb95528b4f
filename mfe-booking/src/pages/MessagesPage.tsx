import { Inbox } from '../features/conversations';
import { InSpecLanguage } from '../lib/spec-language';

/** /messages (requiresAuth: the shell shows its sign-in fallback to visitors). */
export default function MessagesPage() {
  return (
    <InSpecLanguage module="./MessagesPage">
      <Inbox />
    </InSpecLanguage>
  );
}
