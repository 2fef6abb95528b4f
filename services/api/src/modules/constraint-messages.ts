/**
 * What a request that runs into a database constraint is told, by constraint name. The modules own the
 * constraints; app.ts hands this table to the error middleware (src/http may not import the modules).
 */
import { REVIEW_MESSAGES } from '@ladrive/contracts';
import type { ConstraintMessages } from '../http/errors.ts';
import { EMAIL_TAKEN } from './auth/index.ts';
import { BOOKING_NO_OVERLAP, BOOKING_OVERLAP_MESSAGE } from './bookings/index.ts';
import { CAR_DATE_CLAIM_MESSAGE, CAR_DATE_CLAIM_NO_OVERLAP } from './cars/index.ts';

export const CONSTRAINT_MESSAGES: ConstraintMessages = {
  user_email_unique: EMAIL_TAKEN,
  review_booking_id_reviewer_id_unique: REVIEW_MESSAGES.alreadyReviewed,
  [BOOKING_NO_OVERLAP]: BOOKING_OVERLAP_MESSAGE,
  [CAR_DATE_CLAIM_NO_OVERLAP]: CAR_DATE_CLAIM_MESSAGE,
};
