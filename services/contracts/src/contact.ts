/** The contact form's message (spec section 7): POST /api/contact and the help center's form. */
import * as v from 'valibot';
import { EmailSchema } from './auth-fields.ts';
import { CONTACT_SUBJECTS, type ContactSubject } from './enums.ts';
import { CONTACT_MESSAGES_PER_HOUR } from './policy.ts';
import { DISGUISING_IN_MULTILINE, plainText } from './text-fields.ts';

/** Where the contact form's messages go (the API's SUPPORT_EMAIL defaults to it) and the address the pages show. */
export const SUPPORT_EMAIL = 'support@ladrive.example';

/** The longest a message (the contact form, an email) waits for our answer. */
export const SUPPORT_REPLY_WITHIN_HOURS = 24;

/** Readable labels for the contact subjects of spec section 3, in the order of CONTACT_SUBJECTS. */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General inquiry',
  booking: 'Booking question',
  payment: 'Payments and refunds',
  technical: 'Technical support',
  host: 'Hosting and listing a car',
  safety: 'Safety concern',
  feedback: 'Feedback',
  other: 'Other',
};

const NAME_MAX_LENGTH = 120;

export const ContactMessageSchema = v.object({
  name: v.pipe(
    v.string('Name must be at least 2 characters'),
    v.trim(),
    v.minLength(2, 'Name must be at least 2 characters'),
    v.maxLength(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
    plainText(),
  ),
  email: EmailSchema,
  subject: v.picklist(CONTACT_SUBJECTS, 'Please select a subject'),
  message: v.pipe(
    v.string('Message must be at least 10 characters'),
    v.trim(),
    v.minLength(10, 'Message must be at least 10 characters'),
    v.maxLength(5000, 'Message must be at most 5000 characters'),
    plainText(DISGUISING_IN_MULTILINE),
  ),
});

export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;

/** POST /api/contact past CONTACT_MESSAGES_PER_HOUR from one address (429). */
export const CONTACT_RATE_LIMIT_MESSAGE = `You have sent ${CONTACT_MESSAGES_PER_HOUR} messages in the last hour: please wait before writing again, or call us`;
