import { valibotResolver } from '@hookform/resolvers/valibot';
import { REVIEW_TEXT_MAX_LENGTH, type ReviewAnswer, ReviewAnswerSchema } from '@ladrive/contracts';
import { ApiText, Button, Field, Textarea } from '@ladrive/design-system';
import { useForm } from '@ladrive/form-state';
import { apiErrorIssues, apiErrorMessage, showServerIssues } from '@ladrive/platform';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useAnswerReview } from '../api/car';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/**
 * The car's host answers a review (once): 'Responder' opens a small form checked by the contracts'
 * ReviewAnswerSchema; once sent the reviews are read again and show the answer. A refusal shows the API's sentence.
 */
export function AnswerReview({ carId, reviewId, reviewer }: { carId: string; reviewId: string; reviewer: string }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useAnswerReview(carId);
  const { register, handleSubmit, watch, setError, formState } = useForm<ReviewAnswer>({
    defaultValues: { answer: '' },
    resolver: valibotResolver(ReviewAnswerSchema),
  });
  const answer = watch('answer');
  const t = useT();

  if (!open) {
    return (
      <Button $variant="outline" $size="sm" style={{ marginTop: '0.75rem' }} onClick={() => setOpen(true)}>
        {t('answer.open')}
      </Button>
    );
  }

  const submit = handleSubmit(async ({ answer: text }) => {
    setFailure(null);
    try {
      await send.mutateAsync({ reviewId, answer: text });
    } catch (error) {
      const unplaced = showServerIssues(error, ['answer'], setError);
      if (unplaced.length === apiErrorIssues(error).length) setFailure(apiErrorMessage(error));
    }
  });

  return (
    <form
      aria-label={t('answer.form', { name: reviewer })}
      noValidate
      onSubmit={submit}
      style={{ marginTop: '0.75rem' }}
    >
      <Field
        label={t('answer.label')}
        error={formState.errors.answer?.message}
        errorFromApi
        hint={t('answer.length', { length: answer.length, max: REVIEW_TEXT_MAX_LENGTH })}
      >
        <Textarea rows={3} maxLength={REVIEW_TEXT_MAX_LENGTH} {...register('answer')} />
      </Field>
      <Buttons>
        <Button type="submit" $size="sm" disabled={send.isPending}>
          {t(send.isPending ? 'answer.posting' : 'answer.post')}
        </Button>
        <Button type="button" $variant="ghost" $size="sm" onClick={() => setOpen(false)}>
          {t('answer.cancel')}
        </Button>
      </Buttons>
      {failure && (
        <Problem role="alert">
          {t('answer.failed')} <ApiText message={failure} />
        </Problem>
      )}
    </form>
  );
}
