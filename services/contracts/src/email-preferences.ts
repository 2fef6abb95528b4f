/**
 * Which emails an account receives (GET and PUT /api/users/email-preferences). Receipts, cancellations and what
 * the account asked for (the contact form's copy) always go; these two kinds can be turned off.
 */
import * as v from 'valibot';
import { message } from './i18n/messages.ts';

export const EmailPreferencesSchema = v.strictObject({
  messages: v.pipe(
    v.boolean(message('emailPreferences.messagesBoolean')),
    v.description('An email when a message stays unread (at most one per conversation an hour)'),
  ),
  reminders: v.pipe(
    v.boolean(message('emailPreferences.remindersBoolean')),
    v.description('Reminders such as a hold that expired before payment, with a link back to the car'),
  ),
});
export type EmailPreferences = v.InferOutput<typeof EmailPreferencesSchema>;

/** A new account's choices: both on, as on every marketplace; the profile turns them off. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { messages: true, reminders: true };
