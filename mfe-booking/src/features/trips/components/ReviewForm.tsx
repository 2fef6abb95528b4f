import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  REVIEW_TEXT_MAX_LENGTH,
  type ReviewAuthorRole,
  type ReviewInsert,
  ReviewInsertSchema,
} from '@ladrive/contracts';
import { ApiText, Button, Field, Textarea } from '@ladrive/design-system';
import { useController, useForm } from '@ladrive/form-state';
import { apiErrorIssues, apiErrorMessage, showServerIssues } from '@ladrive/platform';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type * as v from 'valibot';
import { useT } from '../../../i18n';
import { useWriteReview } from '../api/review-api';
import { StarRatingInput } from './StarRatingInput';

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** What each side rates: the renter the car and its host, the host the renter (catalog ids). */
const RATED = {
  renter: 'trip.rateCarAndHost',
  host: 'trip.rateRenter',
} as const satisfies Record<ReviewAuthorRole, string>;

/**
 * A review of the trip: 1–5 stars and an optional comment of up to REVIEW_TEXT_MAX_LENGTH characters, checked by the
 * contracts' ReviewInsertSchema as the API will. A refusal (409 when the window closed, 400) shows the API's sentence.
 */
export function ReviewForm({ bookingId, role }: { bookingId: string; role: ReviewAuthorRole }) {
  const t = useT();
  const write = useWriteReview(bookingId);
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, watch, setError, formState } = useForm<
    v.InferInput<typeof ReviewInsertSchema>,
    unknown,
    ReviewInsert
  >({
    defaultValues: { comment: '' },
    resolver: valibotResolver(ReviewInsertSchema),
  });
  const rating = useController({ control, name: 'rating' });
  const comment = watch('comment') ?? '';
  const ratingError = formState.errors.rating?.message;

  const submit = handleSubmit(async (review) => {
    setFailure(null);
    try {
      await write.mutateAsync(review);
    } catch (error) {
      const unplaced = showServerIssues(error, ['rating', 'comment'], setError);
      if (unplaced.length === apiErrorIssues(error).length) setFailure(apiErrorMessage(error));
    }
  });

  return (
    <form aria-label={t('trip.reviewForm')} noValidate onSubmit={submit}>
      <StarRatingInput
        name={`${formId}-rating`}
        legend={t(RATED[role])}
        value={rating.field.value}
        onChange={rating.field.onChange}
        errorId={ratingError ? `${formId}-rating-error` : undefined}
      />
      {ratingError && (
        <Problem id={`${formId}-rating-error`} role="alert">
          <ApiText message={ratingError} />
        </Problem>
      )}
      <Field
        label={t('trip.comment')}
        error={formState.errors.comment?.message}
        errorFromApi
        hint={
          <span data-testid="review-length">
            {t('common.charCount', { count: comment.length, max: REVIEW_TEXT_MAX_LENGTH })}
          </span>
        }
      >
        <Textarea rows={4} maxLength={REVIEW_TEXT_MAX_LENGTH} {...register('comment')} />
      </Field>
      <Button type="submit" disabled={write.isPending}>
        {t(write.isPending ? 'trip.publishing' : 'trip.publish')}
      </Button>
      {failure && (
        <Problem role="alert">
          {t('trip.publishFailed')} <ApiText message={failure} />
        </Problem>
      )}
    </form>
  );
}
