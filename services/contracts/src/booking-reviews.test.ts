import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  canWriteReview,
  completedBeforeWindowClosed,
  REVIEW_MESSAGES,
  reviewAuthorRoleOf,
  reviewVisibleTo,
  reviewWindowCheck,
  reviewWindowClosesAt,
} from './booking-reviews.ts';
import { messageText } from './i18n/message-text.ts';
import { REVIEW_TEXT_MAX_LENGTH, REVIEW_WINDOW_DAYS } from './policy.ts';
import { ReviewAnswerSchema, ReviewInsertSchema } from './review-fields.ts';
import { PLAIN_TEXT_MESSAGE } from './text-fields.ts';

const DAY = 86_400_000;
const parties = { renterId: 'renter-id', hostId: 'host-id' };
const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => messageText(issue.message, null));
};

describe('ReviewInsertSchema', () => {
  it('takes a whole number of stars from 1 to 5 and an optional comment, trimmed (empty is none)', () => {
    for (const rating of [1, 2, 3, 4, 5])
      expect(v.parse(ReviewInsertSchema, { rating })).toEqual({ rating, comment: null });
    expect(v.parse(ReviewInsertSchema, { rating: 4, comment: '  Clean car.\nEasy pickup.  ' })).toEqual({
      rating: 4,
      comment: 'Clean car.\nEasy pickup.',
    });
    expect(v.parse(ReviewInsertSchema, { rating: 4, comment: '   ' })).toEqual({ rating: 4, comment: null });
    expect(v.parse(ReviewInsertSchema, { rating: 4, comment: null })).toEqual({ rating: 4, comment: null });
  });

  it('refuses other ratings and comments too long or with disguising characters', () => {
    const rating = 'Rating must be a whole number of stars from 1 to 5';
    for (const bad of [0, 6, 4.5, '5', null, undefined, Number.NaN]) {
      expect(issuesOf(ReviewInsertSchema, { rating: bad })).toEqual([rating]);
    }
    expect(issuesOf(ReviewInsertSchema, { rating: 5, comment: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) })).toEqual([
      `Comment must be at most ${REVIEW_TEXT_MAX_LENGTH} characters`,
    ]);
    expect(
      v.parse(ReviewInsertSchema, { rating: 5, comment: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH) }).comment,
    ).toHaveLength(REVIEW_TEXT_MAX_LENGTH);
    expect(issuesOf(ReviewInsertSchema, { rating: 5, comment: 'Great\u202etrac' })).toEqual([
      messageText(PLAIN_TEXT_MESSAGE, null),
    ]);
    expect(issuesOf(ReviewInsertSchema, { rating: 5, comment: 42 })).toEqual(['Comment must be text']);
  });
});

describe('ReviewAnswerSchema', () => {
  it('takes a non-empty answer, trimmed, within the limit', () => {
    expect(v.parse(ReviewAnswerSchema, { answer: ' Thank you! ' })).toEqual({ answer: 'Thank you!' });
    expect(issuesOf(ReviewAnswerSchema, { answer: '  ' })).toEqual(['Answer cannot be empty']);
    expect(issuesOf(ReviewAnswerSchema, { answer: 42 })).toEqual(['Answer cannot be empty']);
    expect(issuesOf(ReviewAnswerSchema, { answer: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) })).toEqual([
      `Answer must be at most ${REVIEW_TEXT_MAX_LENGTH} characters`,
    ]);
  });
});

describe('who reviews', () => {
  it('the renter and the host, each from their side; nobody else, not even an admin', () => {
    expect(reviewAuthorRoleOf({ id: 'renter-id', isAdmin: false }, parties)).toBe('renter');
    expect(reviewAuthorRoleOf({ id: 'host-id', isAdmin: true }, parties)).toBe('host');
    expect(canWriteReview({ id: 'renter-id', isAdmin: false }, parties)).toEqual({ ok: true, role: 'renter' });
    for (const actor of [
      { id: 'someone', isAdmin: false },
      { id: 'admin', isAdmin: true },
    ]) {
      expect(canWriteReview(actor, parties)).toEqual({
        ok: false,
        reason: 'forbidden',
        message: REVIEW_MESSAGES.partiesOnly,
      });
    }
  });
});

describe('the review window', () => {
  const completedAt = new Date('2026-07-19T17:00:00Z');
  const closes = reviewWindowClosesAt(completedAt);

  it(`opens at completion and closes ${REVIEW_WINDOW_DAYS} days later`, () => {
    expect(closes.getTime() - completedAt.getTime()).toBe(REVIEW_WINDOW_DAYS * DAY);
    const completed = { status: 'completed' as const, completedAt };
    expect(reviewWindowCheck(completed, completedAt)).toEqual({ ok: true });
    expect(reviewWindowCheck(completed, new Date(closes.getTime() - 1))).toEqual({ ok: true });
    expect(reviewWindowCheck(completed, closes)).toEqual({
      ok: false,
      reason: 'conflict',
      message: REVIEW_MESSAGES.windowClosed,
    });
  });

  it('is not open before completion', () => {
    for (const status of ['pending', 'confirmed', 'cancelled'] as const) {
      expect(reviewWindowCheck({ status, completedAt: null }, completedAt)).toEqual({
        ok: false,
        reason: 'conflict',
        message: REVIEW_MESSAGES.notCompleted,
      });
    }
  });

  it('has closed at `now` exactly for the trips completed at or before completedBeforeWindowClosed(now)', () => {
    const cutoff = completedBeforeWindowClosed(closes);
    expect(cutoff).toEqual(completedAt);
    const completed = { status: 'completed' as const };
    expect(reviewWindowCheck({ ...completed, completedAt: cutoff }, closes).ok).toBe(false);
    expect(reviewWindowCheck({ ...completed, completedAt: new Date(cutoff.getTime() + 1) }, closes).ok).toBe(true);
  });
});

describe('double-blind visibility', () => {
  const unpublished = { authorRole: 'renter' as const, publishedAt: null };
  const published = { authorRole: 'renter' as const, publishedAt: '2026-07-20T10:00:00.000Z' };

  it('the author sees their own review at once; the other side only once it is published; admins always', () => {
    expect(reviewVisibleTo(unpublished, { isAdmin: false, role: 'renter' })).toBe(true);
    expect(reviewVisibleTo(unpublished, { isAdmin: false, role: 'host' })).toBe(false);
    expect(reviewVisibleTo(published, { isAdmin: false, role: 'host' })).toBe(true);
    expect(reviewVisibleTo(unpublished, { isAdmin: true, role: null })).toBe(true);
    expect(reviewVisibleTo(unpublished, { isAdmin: false, role: null })).toBe(false);
  });
});
