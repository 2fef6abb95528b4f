/**
 * Sending: the `mail.send` job hands a queued email to nodemailer over SMTP (SMTP_URL: a provider in production,
 * MailDev on the embedded defaults). A failed delivery fails the attempt, which the job queue retries with
 * back-off; the email stays a row until it goes.
 */
import nodemailer from 'nodemailer';
import type { QueuedJob } from '../jobs/job-queue.ts';
import type { Logger } from '../lib/logger.ts';
import type { Email } from './email.ts';

/** SMTP_URL's value that turns sending off: emails are still queued and their jobs recorded, nothing leaves. */
export const MAIL_DISABLED = 'disabled';

export interface MailOptions {
  /** `smtp://user:password@host:port` or `smtps://…` (nodemailer's connection URL), or MAIL_DISABLED. */
  smtpUrl: string;
  /** The sender of every email, `LA Drive <no-reply@ladrive.example>`. */
  from: string;
}

export const SEND_EMAIL_JOB = 'mail.send';

/** A delivery that hangs is a failed attempt (retried later), not a job holding a worker for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP_URL → an error naming what is wrong, or nothing when it is usable. */
export function smtpUrlProblem(value: string): string | undefined {
  if (value === MAIL_DISABLED) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587, or "${MAIL_DISABLED}"`;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    return `SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`;
  if (!url.hostname) return 'SMTP_URL must name the SMTP server';
  return undefined;
}

export function sendEmailJob(options: MailOptions, logger: Logger): QueuedJob<Email> {
  const disabled = options.smtpUrl === MAIL_DISABLED;
  const transport = disabled
    ? nodemailer.createTransport({ jsonTransport: true })
    : nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    name: SEND_EMAIL_JOB,
    async run(email) {
      await transport.sendMail({ from: options.from, ...email });
      if (disabled) logger.info('email not sent: SMTP_URL is "disabled"', { subject: email.subject });
    },
  };
}
