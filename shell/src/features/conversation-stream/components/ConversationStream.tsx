import {
  apiQuery,
  forgetConversationEvents,
  publishConversationEvent,
  reportInbox,
  useSession,
} from '@ladrive/platform';
import { type QueryClient, useQueryClient } from '@ladrive/server-state';
import { useEffect } from 'react';
import type { ConversationStreamConnector } from '../event-source-stream';

/** Without the stream the count comes from the inbox, once; the header then shows it without live updates. */
async function countFromInbox(queryClient: QueryClient) {
  try {
    reportInbox(await queryClient.fetchQuery(apiQuery('GET /api/conversations')));
  } catch {
    // the count stays unknown: the header shows none rather than a wrong one
  }
}

/**
 * While someone is signed in, the tab's one connection to the conversations' stream, whose events go to the
 * shared store (`@ladrive/shared-state`) for the header and any remote's page. Renders nothing.
 */
export function ConversationStream({ connect }: { connect: ConversationStreamConnector }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    const disconnect = connect({
      onEvent: publishConversationEvent,
      onUnavailable: () => void countFromInbox(queryClient),
    });
    return () => {
      disconnect();
      forgetConversationEvents();
    };
  }, [userId, connect, queryClient]);

  return null;
}
