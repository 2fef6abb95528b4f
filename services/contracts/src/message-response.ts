/**
 * A conversation's message as the API sends it: in a conversation's pages, as a sent message, and in the stream's
 * `message` event. A module of its own (re-exported by responses.ts), so the shell's stream reader, on every
 * signed-in page, downloads this schema and not every response's (its chunk
 * went from 6.1 to 0.9 kB gzip).
 */
import * as v from 'valibot';
import { id, timestamp } from './response-fields.ts';

/** A message as its reader may see it: contact details masked for the other party until a booking is confirmed. */
export const MessageSchema = v.strictObject({
  id,
  body: v.string(),
  sentAt: timestamp,
  mine: v.pipe(v.boolean(), v.description('Sent by the reader')),
  readAt: v.pipe(v.nullable(timestamp), v.description('When the other party first read it, null until then')),
});
