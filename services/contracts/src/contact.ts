/** The contact form's message (spec section 7): POST /api/contact and the help center's form. */
import * as v from 'valibot';
import { EmailSchema } from './auth-fields.ts';
import { CONTACT_SUBJECTS, type ContactSubject } from './enums.ts';
import { message } from './i18n/messages.ts';
import { CONTACT_MESSAGES_PER_HOUR } from './policy.ts';
import { DISGUISING_IN_MULTILINE, plainText } from './text-fields.ts';

/** Where the contact form's messages go (the API's SUPPORT_EMAIL defaults to it) and the address the pages show. */
export const SUPPORT_EMAIL = 'support@ladrive.example';

/** The longest a message (the contact form, an email) waits for our answer. */
export const SUPPORT_REPLY_WITHIN_HOURS = 24;

/** Readable labels for the contact subjects of spec section 3, in the order of CONTACT_SUBJECTS. */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: message('contact.subjectGeneral'),
  booking: message('contact.subjectBooking'),
  payment: message('contact.subjectPayment'),
  technical: message('contact.subjectTechnical'),
  host: message('contact.subjectHost'),
  safety: message('contact.subjectSafety'),
  feedback: message('contact.subjectFeedback'),
  other: message('contact.subjectOther'),
};

const NAME_MAX_LENGTH = 120;

export const ContactMessageSchema = v.object({
  name: v.pipe(
    v.string(message('contact.nameTooShort', { min: 2 })),
    v.trim(),
    v.minLength(2, message('contact.nameTooShort', { min: 2 })),
    v.maxLength(NAME_MAX_LENGTH, message('contact.nameTooLong', { max: NAME_MAX_LENGTH })),
    plainText(),
  ),
  email: EmailSchema,
  subject: v.picklist(CONTACT_SUBJECTS, message('contact.subjectRequired')),
  message: v.pipe(
    v.string(message('contact.messageTooShort', { min: 10 })),
    v.trim(),
    v.minLength(10, message('contact.messageTooShort', { min: 10 })),
    v.maxLength(5000, message('contact.messageTooLong', { max: 5000 })),
    plainText(DISGUISING_IN_MULTILINE),
  ),
});

export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;

/** POST /api/contact past CONTACT_MESSAGES_PER_HOUR from one address (429). */
export const CONTACT_RATE_LIMIT_MESSAGE = message('contact.rateLimit', { count: CONTACT_MESSAGES_PER_HOUR });
