/** LA Drive's support channels (fictional numbers and addresses), shown across the static pages. */
import { SUPPORT_EMAIL, SUPPORT_REPLY_WITHIN_HOURS } from '@ladrive/contracts';
import type { LinkTarget } from '../types/content';

const phone = (label: string, e164: string): LinkTarget => ({ label, href: `tel:${e164}` });
const email = (address: string): LinkTarget => ({ label: address, href: `mailto:${address}` });

export const SUPPORT = {
  phone: phone('(213) 555-0142', '+12135550142'),
  /** Answered around the clock, for accidents, breakdowns and safety incidents. */
  emergencyPhone: phone('(213) 555-0199', '+12135550199'),
  email: email(SUPPORT_EMAIL),
  claimsEmail: email('claims@ladrive.example'),
  privacyEmail: email('privacy@ladrive.example'),
  legalEmail: email('legal@ladrive.example'),
  office: 'Downtown Los Angeles, California',
  replyWithinHours: SUPPORT_REPLY_WITHIN_HOURS,
} as const;
