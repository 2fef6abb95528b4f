/** The contact form's message (spec section 7): POST /api/contact and the help center's form. */
import * as v from 'valibot';
import { CONTACT_SUBJECTS } from './enums.ts';

export const ContactMessageSchema = v.object({
  name: v.pipe(
    v.string('Name must be at least 2 characters'),
    v.trim(),
    v.minLength(2, 'Name must be at least 2 characters'),
  ),
  email: v.pipe(
    v.string('Please enter a valid email address'),
    v.trim(),
    v.email('Please enter a valid email address'),
  ),
  subject: v.picklist(CONTACT_SUBJECTS, 'Please select a subject'),
  message: v.pipe(
    v.string('Message must be at least 10 characters'),
    v.trim(),
    v.minLength(10, 'Message must be at least 10 characters'),
    v.maxLength(5000, 'Message must be at most 5000 characters'),
  ),
});

export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;
