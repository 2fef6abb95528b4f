/**
 * The public reads of the car page's lower half: every review of a car, a page at a time, with the
 * rating breakdown (how many 5★ … 1★), and a host's public profile (no email, phone or banking).
 */
import * as v from 'valibot';
import { REVIEW_STARS } from './booking-reviews.ts';
import { message } from './i18n/messages.ts';
import { CarHostSchema, CarSchema } from './responses.ts';
import { pageMessage } from './text-fields.ts';

/** Reviews per page of GET /api/cars/:id/reviews. */
export const CAR_REVIEWS_PAGE_SIZE = 10;
export const CAR_REVIEWS_MAX_PAGE = 10_000;

const PAGE_MESSAGE = pageMessage(CAR_REVIEWS_MAX_PAGE);

/** `?page=` (1 when absent). */
export const CarReviewsQuerySchema = v.object({
  page: v.optional(
    v.pipe(
      v.string(PAGE_MESSAGE),
      v.regex(/^\d{1,9}$/, PAGE_MESSAGE),
      v.transform(Number),
      v.minValue(1, PAGE_MESSAGE),
      v.maxValue(CAR_REVIEWS_MAX_PAGE, PAGE_MESSAGE),
    ),
    '1',
  ),
});
export type CarReviewsQuery = v.InferOutput<typeof CarReviewsQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** GET /api/cars/:id/reviews/summary: every review of the car counted, by stars. */
export const RatingBreakdownSchema = v.strictObject({
  total: count,
  average: v.pipe(v.string(), v.description('Mean of the reviews with two decimals, "0.00" without reviews')),
  stars: v.pipe(
    v.array(v.strictObject({ stars: v.picklist(REVIEW_STARS), count })),
    v.description('5★ to 1★, each present (0 when none)'),
  ),
});
export type RatingBreakdown = v.InferOutput<typeof RatingBreakdownSchema>;

/** GET /api/hosts/:id: what renters may see of a host, and the cars they can book from them. */
export const HostProfileSchema = v.strictObject({
  ...CarHostSchema.entries,
  tripsCompleted: v.pipe(count, v.description("Completed trips in the host's cars")),
  cars: v.pipe(v.array(CarSchema), v.description('The cars listed and available, newest first')),
});
export type HostProfile = v.InferOutput<typeof HostProfileSchema>;

/** Answer of GET /api/hosts/:id for an id that names no host (a user without listings is no host). */
export const HOST_NOT_FOUND = message('hosts.notFound');
