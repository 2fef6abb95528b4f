/**
 * Conversations between a renter and a host (decision 0033): a message's body and the paging of
 * GET /api/conversations/:id/messages.
 */
import * as v from 'valibot';
import { MESSAGE_MAX_LENGTH, MESSAGES_PER_MINUTE } from './policy.ts';
import { DISGUISING_IN_MULTILINE, plainText } from './text-fields.ts';

const EMPTY_MESSAGE = 'Message cannot be empty';

/** POST /api/conversations/:id/messages. A message may span lines; it is stored trimmed. */
export const MessageInsertSchema = v.object({
  body: v.pipe(
    v.string(EMPTY_MESSAGE),
    v.trim(),
    v.nonEmpty(EMPTY_MESSAGE),
    v.maxLength(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
    plainText(DISGUISING_IN_MULTILINE),
  ),
});
export type MessageInsert = v.InferOutput<typeof MessageInsertSchema>;

/** Messages per page of a conversation (oldest first), by default and at most. */
export const MESSAGES_DEFAULT_PAGE_SIZE = 50;
export const MESSAGES_MAX_PAGE_SIZE = 100;
const MESSAGES_MAX_PAGE = 100_000;

const wholeNumber = /* @__NO_SIDE_EFFECTS__ */ (message: string, max: number) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** `?page=&pageSize=` of GET /api/conversations/:id/messages: page 1 holds the oldest messages. */
export const MessagesQuerySchema = v.object({
  page: v.optional(wholeNumber(`Page must be a whole number from 1 to ${MESSAGES_MAX_PAGE}`, MESSAGES_MAX_PAGE), '1'),
  pageSize: v.optional(
    wholeNumber(`Page size must be a whole number from 1 to ${MESSAGES_MAX_PAGE_SIZE}`, MESSAGES_MAX_PAGE_SIZE),
    String(MESSAGES_DEFAULT_PAGE_SIZE),
  ),
});
export type MessagesQuery = v.InferOutput<typeof MessagesQuerySchema>;

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const OWN_CAR_CONVERSATION_MESSAGE = 'This is your own car: renters start conversations about it with you';
export const ADMIN_READS_ONLY_MESSAGE = 'Administrators can read conversations but not write in them';
export const MESSAGES_RATE_LIMIT_MESSAGE = `You can send at most ${MESSAGES_PER_MINUTE} messages a minute. Please wait a moment.`;
