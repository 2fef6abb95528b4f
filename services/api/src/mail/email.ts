/**
 * The email layer (decision 0036), below the modules and knowing none: what an email says (`EmailContent`, written by
 * the module whose change it reports), how it looks (render.ts, the site's brand), how it is queued in that change's
 * transaction (outbox.ts) and sent over SMTP by the job queue (mailer.ts).
 */
import type { EmailPreferences, Language } from '@ladrive/contracts';

/** Someone an email goes to: an account (with its choices) or an address (the contact form's sender, support). */
export interface Recipient {
  address: string;
  /** null for a nameless account: its emails' To has the address alone. */
  name: string | null;
  /** An account's choices; an address that is no account gets only what it asked for. */
  preferences?: EmailPreferences;
  /** The language their emails are written in (an account's choice, the contact form's request); none: Spanish. */
  language?: Language | null;
}

/** One part of an email's body, in order. */
export type EmailBlock =
  | { paragraph: string }
  /** Label–value rows (a receipt, a trip); a `total` row stands out. */
  | { facts: ReadonlyArray<{ label: string; value: string; total?: boolean }> }
  /** Someone's words, as the reader may see them (a message, the contact form's text). */
  | { quote: string; by: string };

/** What an email says; its look, links and footer are render.ts's. */
export interface EmailContent {
  subject: string;
  /** The email's title, first thing in it. */
  heading: string;
  blocks: readonly EmailBlock[];
  /** The button: the page of the site the email is about (a path such as `hrefs.trip(id)`). */
  action?: { label: string; path: string };
  /** Why this email was sent, said in its footer. */
  reason: string;
  /**
   * The choice that turns this kind of email off (the footer says how). Receipts, cancellations and the contact
   * form's emails have none: they always go.
   */
  preference?: keyof EmailPreferences;
}

/** An email as it is queued (a job's data) and sent: rendered once, in the transaction of the change it reports. */
export interface Email {
  to: { name: string; address: string };
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}
