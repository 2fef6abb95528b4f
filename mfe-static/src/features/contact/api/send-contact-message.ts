import type { ContactMessage } from '@ladrive/contracts';

/** Spec section 9: the contact send is simulated and takes one second. */
export const CONTACT_SEND_DELAY_MS = 1000;

/** Simulates sending a contact message: no network call is made. */
export function sendContactMessage(_message: ContactMessage): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, CONTACT_SEND_DELAY_MS));
}
