import type { ContactMessage, ContactReceipt } from '@ladrive/contracts';
import { apiRequest } from '@ladrive/platform';

/** POST /api/contact: support gets the message by email, and the sender a copy. */
export function sendContactMessage(message: ContactMessage): Promise<ContactReceipt> {
  return apiRequest('POST /api/contact', { json: message }).json();
}
