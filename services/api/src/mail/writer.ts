/**
 * How an email is written for its recipient: in the language their account chose, else in Spanish, the language the
 * spec writes emails in (the default: today's texts). Texts are messages of the contracts' catalog (`email.*`).
 */
import type { Language, MessageId, MessageValues } from '@ladrive/contracts';
import { messageText, textOf } from '@ladrive/contracts/message-text';
import type { Recipient } from './email.ts';
import { formatDay, formatMarketTime, formatPickup, formatTrip } from './format.ts';

/** The language emails are written in for a recipient who chose none. */
export const EMAILS_SPEC_LANGUAGE: Language = 'es';

export const emailLanguageOf = (recipient: Pick<Recipient, 'language'>): Language =>
  recipient.language ?? EMAILS_SPEC_LANGUAGE;

export function emailWriter(recipient: Pick<Recipient, 'language'>) {
  const language = emailLanguageOf(recipient);
  return {
    language,
    t: (id: MessageId, values?: MessageValues) => textOf(id, language, values),
    /** A person's name, or the email's word for a nameless one ('Usuario' / 'User'). */
    name: (name: string | null) => name ?? textOf('email.nameless', language),
    /** A contracts message the email quotes (a contact subject): in the chosen language, else its own default one. */
    contractText: (reference: string) => messageText(reference, recipient.language ?? null),
    day: (isoDate: string) => formatDay(isoDate, language),
    trip: (startDate: string, endDate: string) => formatTrip(startDate, endDate, language),
    time: (instant: Date) => formatMarketTime(instant, language),
    pickup: (startDate: string) => formatPickup(startDate, language),
  };
}
export type EmailWriter = ReturnType<typeof emailWriter>;
