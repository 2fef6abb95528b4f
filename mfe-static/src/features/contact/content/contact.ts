import type { OpeningHours } from '../../../components/HoursList';

export const CONTACT_HOURS: readonly OpeningHours[] = [
  { days: 'Monday–Friday', hours: '8AM–8PM' },
  { days: 'Saturday', hours: '9AM–6PM' },
  { days: 'Sunday', hours: '10AM–6PM' },
  { days: 'Emergencies', hours: '24/7' },
];
