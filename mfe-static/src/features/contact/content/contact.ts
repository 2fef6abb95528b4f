import type { ContactSubject } from '@ladrive/contracts';
import type { OpeningHours } from '../../../components/HoursList';

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

export const CONTACT_HOURS: readonly OpeningHours[] = [
  { days: 'Monday–Friday', hours: '8AM–8PM' },
  { days: 'Saturday', hours: '9AM–6PM' },
  { days: 'Sunday', hours: '10AM–6PM' },
  { days: 'Emergencies', hours: '24/7' },
];
