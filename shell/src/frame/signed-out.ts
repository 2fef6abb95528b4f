import { SESSION_QUERY_KEY } from '@ladrive/platform';
import type { QueryClient } from '@ladrive/server-state';

/**
 * The mark on the root element of the signed-out frames (the landing page and any other page's, write-frames.ts),
 * which the site origin sends only to a request without a session cookie (`framePageOf`): its visitor is signed out
 * for certain.
 */
export const SIGNED_OUT_MARK = 'data-signed-out';

/**
 * The session query answered "signed out" without asking the API, which without a session cookie answers the same
 * (cached as that answer is): the frame was rendered signed out on that ground, and React's first render then draws
 * the same header and page, not the skeleton of a pending session.
 */
export function startSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}
