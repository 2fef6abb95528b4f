/** The bodies of a review and of a host's answer to one (booking-reviews.ts has the rules). */
import * as v from 'valibot';
import { REVIEW_STARS } from './booking-reviews.ts';
import { message } from './i18n/messages.ts';
import { REVIEW_TEXT_MAX_LENGTH } from './policy.ts';
import { DISGUISING_IN_MULTILINE, plainText } from './text-fields.ts';

const [MAX_STARS] = REVIEW_STARS;
const MIN_STARS = REVIEW_STARS[REVIEW_STARS.length - 1]!;

const RATING_MESSAGE = message('reviews.ratingRange', { min: MIN_STARS, max: MAX_STARS });
const ANSWER_MESSAGE = message('reviews.answerEmpty');

/** POST /api/bookings/:id/reviews. The comment may span lines; it is stored trimmed, and an empty one is none. */
export const ReviewInsertSchema = v.object({
  rating: v.pipe(
    v.number(RATING_MESSAGE),
    v.integer(RATING_MESSAGE),
    v.minValue(MIN_STARS, RATING_MESSAGE),
    v.maxValue(MAX_STARS, RATING_MESSAGE),
  ),
  comment: v.pipe(
    v.nullish(
      v.pipe(
        v.string(message('reviews.commentNotText')),
        v.trim(),
        v.maxLength(REVIEW_TEXT_MAX_LENGTH, message('reviews.commentTooLong', { max: REVIEW_TEXT_MAX_LENGTH })),
        plainText(DISGUISING_IN_MULTILINE),
      ),
      null,
    ),
    v.transform((comment) => comment || null),
  ),
});
export type ReviewInsert = v.InferOutput<typeof ReviewInsertSchema>;

/** POST /api/reviews/:id/answer. */
export const ReviewAnswerSchema = v.object({
  answer: v.pipe(
    v.string(ANSWER_MESSAGE),
    v.trim(),
    v.nonEmpty(ANSWER_MESSAGE),
    v.maxLength(REVIEW_TEXT_MAX_LENGTH, message('reviews.answerTooLong', { max: REVIEW_TEXT_MAX_LENGTH })),
    plainText(DISGUISING_IN_MULTILINE),
  ),
});
export type ReviewAnswer = v.InferOutput<typeof ReviewAnswerSchema>;
