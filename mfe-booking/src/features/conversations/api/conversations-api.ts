import { MESSAGES_DEFAULT_PAGE_SIZE, type Message, type ReadEvent } from '@ladrive/contracts';
import { apiPaging, apiQuery, apiQueryKey, apiRequest, reportInbox } from '@ladrive/platform';
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@ladrive/server-state';
import { useEffect } from 'react';

/** GET /api/conversations' key: the inbox, and the header's count when the stream is down (the shell's). */
const INBOX_KEY = apiQueryKey('GET /api/conversations');

/** Messages a page of a conversation holds; pages count from the oldest, so a full page never changes. */
const MESSAGES_PAGE_SIZE = MESSAGES_DEFAULT_PAGE_SIZE;

/** How many pages `total` messages fill (a conversation without messages still has its first, empty page). */
const pageCount = (total: number) => Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE));

/** One page of a conversation, oldest first, and the conversation's total when it was read. */
export interface MessagesPage {
  messages: Message[];
  page: number;
  total: number;
}

/** The pages of a conversation on screen, oldest first (react-query's infinite data). */
interface ThreadData {
  pages: MessagesPage[];
  pageParams: unknown[];
}

const messagesKey = (id: string) => apiQueryKey('GET /api/conversations/:id/messages', { id });
/** The pages shown, from the newest back as far as 'Cargar mensajes anteriores' went. */
const threadKey = (id: string) => [...messagesKey(id), 'pages'];
/** Page 1, read first: it says the total, hence which page is the newest. */
const firstPageKey = (id: string) => [...messagesKey(id), 'first'];

/** GET /api/conversations/:id/messages?page=…: reading marks the other party's messages on it read. */
async function fetchMessagesPage(id: string, page: number): Promise<MessagesPage> {
  const response = await apiRequest('GET /api/conversations/:id/messages', {
    params: { id },
    searchParams: { page: String(page), pageSize: String(MESSAGES_PAGE_SIZE) },
  });
  const messages = await response.json();
  const paging = apiPaging(response.headers, { total: messages.length, page, pageSize: MESSAGES_PAGE_SIZE });
  return { messages, page: paging.page, total: paging.total };
}

/**
 * GET /api/conversations: the inbox, newest activity first. Read again whenever a page showing it opens (the
 * site's queries are otherwise never stale); its unread messages stand in for the header's count while the stream
 * is down.
 */
export function useInbox() {
  const inbox = useQuery({ ...apiQuery('GET /api/conversations'), staleTime: 0 });
  useEffect(() => {
    if (inbox.data) reportInbox(inbox.data);
  }, [inbox.data]);
  return inbox;
}

/** GET /api/conversations/:id: the other person and the car, before the first message too. */
export function useConversationSummary(id: string) {
  return useQuery({ ...apiQuery('GET /api/conversations/:id', { id }), retry: false });
}

/** Something changed in the inbox (a message, a read): read it again. */
export const refreshInbox = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: INBOX_KEY, exact: true });

/** Something changed in the conversation: read the pages shown again (the newest marks new messages read). */
export const refreshThread = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries({ queryKey: threadKey(id) });

/** The conversation's first page; forgotten when the conversation closes, so each visit starts afresh. */
export function useFirstMessagesPage(id: string) {
  return useQuery({ queryKey: firstPageKey(id), queryFn: () => fetchMessagesPage(id, 1), gcTime: 0 });
}

/**
 * The conversation from its newest page back: the first page (already read) said the total, so the newest page
 * is known before anything else is asked. 'Cargar mensajes anteriores' adds the page before; a refresh reads the
 * pages shown again and, when new messages started a page, that page too.
 */
export function useThread(id: string, first: MessagesPage) {
  const newest = pageCount(first.total);
  const thread = useInfiniteQuery({
    queryKey: threadKey(id),
    queryFn: ({ pageParam }) => fetchMessagesPage(id, pageParam),
    initialPageParam: newest,
    // a conversation of one page was read in full with its first page
    initialData: newest === 1 ? { pages: [first], pageParams: [1] } : undefined,
    getPreviousPageParam: (oldest) => (oldest.page > 1 ? oldest.page - 1 : undefined),
    getNextPageParam: (latest) => (latest.page < pageCount(latest.total) ? latest.page + 1 : undefined),
    gcTime: 0,
  });
  const { hasNextPage, isFetching, fetchNextPage } = thread;
  useEffect(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  return thread;
}

/** The other party read some of the reader's messages: their receipts, without asking the API again. */
function withReadReceipts(data: ThreadData, receipt: Pick<ReadEvent, 'messageIds' | 'readAt'>): ThreadData {
  const read = new Set(receipt.messageIds);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((message) =>
        read.has(message.id) && message.readAt === null ? { ...message, readAt: receipt.readAt } : message,
      ),
    })),
  };
}

export function showReadReceipts(
  queryClient: QueryClient,
  id: string,
  receipt: Pick<ReadEvent, 'messageIds' | 'readAt'>,
) {
  queryClient.setQueryData<ThreadData>(threadKey(id), (data) => (data ? withReadReceipts(data, receipt) : data));
}

/** POST /api/conversations/:id/messages, then the conversation and the inbox are read again. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest('POST /api/conversations/:id/messages', { params: { id }, json: { body } }).json(),
    onSuccess: () => Promise.all([refreshThread(queryClient, id), refreshInbox(queryClient)]),
  });
}
