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
  replyWithinHours: SUPPORT_REPLY_WITHIN_HOURS,
} as const;

/** Opening and closing hour on a 24-hour clock, in Central time as the spec states them (lib/hours.ts). */
export type OpenHours = readonly [opens: number, closes: number];

/** The Help Center's support hours (spec: "Mon–Fri 8AM–8PM CST, weekends 9AM–6PM CST"). */
export const HELP_CENTER_HOURS = { weekdays: [8, 20], weekends: [9, 18] } as const satisfies Record<string, OpenHours>;

/** The contact page's support hours (spec: "Mon–Fri 8–8, Sat 9–6, Sun 10–6"); emergencies around the clock. */
export const CONTACT_HOURS = {
  weekdays: [8, 20],
  saturday: [9, 18],
  sunday: [10, 18],
} as const satisfies Record<string, OpenHours>;
