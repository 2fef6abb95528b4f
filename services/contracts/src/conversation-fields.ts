/**
 * Conversations between a renter and a host (decision 0033): a message's body and the paging of
 * GET /api/conversations/:id/messages.
 */
import * as v from 'valibot';
import { message } from './i18n/messages.ts';
import { MESSAGE_MAX_LENGTH, MESSAGES_PER_MINUTE } from './policy.ts';
import { DISGUISING_IN_MULTILINE, pageMessage, pageSizeMessage, plainText } from './text-fields.ts';

const EMPTY_MESSAGE = message('conversations.messageEmpty');

/** POST /api/conversations/:id/messages. A message may span lines; it is stored trimmed. */
export const MessageInsertSchema = v.object({
  body: v.pipe(
    v.string(EMPTY_MESSAGE),
    v.trim(),
    v.nonEmpty(EMPTY_MESSAGE),
    v.maxLength(MESSAGE_MAX_LENGTH, message('conversations.messageTooLong', { max: MESSAGE_MAX_LENGTH })),
    plainText(DISGUISING_IN_MULTILINE),
  ),
});
export type MessageInsert = v.InferOutput<typeof MessageInsertSchema>;

/** Messages per page of a conversation (oldest first), by default and at most. */
export const MESSAGES_DEFAULT_PAGE_SIZE = 50;
export const MESSAGES_MAX_PAGE_SIZE = 100;
const MESSAGES_MAX_PAGE = 100_000;

const wholeNumber = /* @__NO_SIDE_EFFECTS__ */ (refusal: string, max: number) =>
  v.pipe(
    v.string(refusal),
    v.regex(/^\d{1,9}$/, refusal),
    v.transform(Number),
    v.minValue(1, refusal),
    v.maxValue(max, refusal),
  );

/** `?page=&pageSize=` of GET /api/conversations/:id/messages: page 1 holds the oldest messages. */
export const MessagesQuerySchema = v.object({
  page: v.optional(wholeNumber(pageMessage(MESSAGES_MAX_PAGE), MESSAGES_MAX_PAGE), '1'),
  pageSize: v.optional(
    wholeNumber(pageSizeMessage(MESSAGES_MAX_PAGE_SIZE), MESSAGES_MAX_PAGE_SIZE),
    String(MESSAGES_DEFAULT_PAGE_SIZE),
  ),
});
export type MessagesQuery = v.InferOutput<typeof MessagesQuerySchema>;

export const CONVERSATION_NOT_FOUND = message('conversations.notFound');
export const OWN_CAR_CONVERSATION_MESSAGE = message('conversations.ownCar');
export const ADMIN_READS_ONLY_MESSAGE = message('conversations.adminReadsOnly');
export const MESSAGES_RATE_LIMIT_MESSAGE = message('conversations.rateLimit', { count: MESSAGES_PER_MINUTE });
