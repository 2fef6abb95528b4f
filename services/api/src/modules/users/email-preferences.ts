/**
 * An account's email choices (contracts EmailPreferences) and the account as an email's recipient: the one place
 * that knows which columns hold them.
 */
import type { EmailPreferences } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { kyselyOf } from '../../db/kysely.ts';
import type { Recipient } from '../../mail/email.ts';
import { fullNameOf } from './display-name.ts';
import type { User } from './user.entity.ts';

export const preferencesOf = (user: Pick<User, 'emailMessages' | 'emailReminders'>): EmailPreferences => ({
  messages: user.emailMessages,
  reminders: user.emailReminders,
});

export async function savePreferences(
  em: EntityManager,
  user: User,
  choices: EmailPreferences,
): Promise<EmailPreferences> {
  user.emailMessages = choices.messages;
  user.emailReminders = choices.reminders;
  await em.persist(user).flush();
  return preferencesOf(user);
}

/** The account `userId` as an email recipient: address, name, choices, language (in `em`'s transaction if any). */
export async function emailRecipient(
  em: EntityManager,
  userId: string,
): Promise<Recipient & { firstName: string | null }> {
  const row = await kyselyOf(em)
    .selectFrom('user')
    .select(['email', 'first_name', 'last_name', 'email_messages', 'email_reminders', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const name = fullNameOf(row.first_name, row.last_name);
  return {
    address: row.email,
    name,
    /** How an email greets them; null when nameless (the email's writer names them). */
    firstName: row.first_name.trim() || name,
    preferences: preferencesOf({ emailMessages: row.email_messages, emailReminders: row.email_reminders }),
    language: row.language,
  };
}
