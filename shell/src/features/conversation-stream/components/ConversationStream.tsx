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

/**
 * The stream says the count first thing on every connection; one that has said nothing by then is as good as down
 * (a proxy holding it back, say), and the count comes from the inbox.
 */
export const STREAM_SILENCE_MS = 10_000;

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
    let heard = false;
    let counted = false;
    const countInstead = () => {
      if (heard || counted) return;
      counted = true;
      void countFromInbox(queryClient);
    };
    const silence = setTimeout(countInstead, STREAM_SILENCE_MS);
    const disconnect = connect({
      onEvent: (event) => {
        heard = true;
        publishConversationEvent(event);
      },
      onUnavailable: countInstead,
    });
    return () => {
      clearTimeout(silence);
      disconnect();
      forgetConversationEvents();
    };
  }, [userId, connect, queryClient]);

  return null;
}
