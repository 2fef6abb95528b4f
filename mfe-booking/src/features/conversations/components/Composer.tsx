import { valibotResolver } from '@hookform/resolvers/valibot';
import { MESSAGE_MAX_LENGTH, type MessageInsert, MessageInsertSchema } from '@ladrive/contracts';
import { ApiText, Button, Label, Textarea } from '@ladrive/design-system';
import { useForm } from '@ladrive/form-state';
import { apiErrorIssues, apiErrorMessage, showServerIssues } from '@ladrive/platform';
import { type KeyboardEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useSendMessage } from '../api/conversations-api';

/** Kept in reach at the bottom of the window on every screen, above the footer when the page ends. */
const Form = styled.form`
  position: sticky;
  bottom: 0;
  z-index: 1;
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  textarea { max-height: 40vh; }
`;

const Under = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/**
 * The message box: the contracts' MessageInsertSchema checks it as the API will, it stops at
 * MESSAGE_MAX_LENGTH characters with a counter, Enter sends and Shift+Enter starts a new line. A refusal (429 for
 * too many messages a minute, 400, 403) is shown with the API's own sentence, and the text stays to send again.
 */
export function Composer({ id, onSent }: { id: string; onSent: () => void }) {
  const t = useT();
  const send = useSendMessage(id);
  const fieldId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, reset, setError, setFocus, formState } = useForm<MessageInsert>({
    defaultValues: { body: '' },
    resolver: valibotResolver(MessageInsertSchema),
  });
  const body = watch('body');
  const fieldError = formState.errors.body?.message;

  const submit = handleSubmit(async (message) => {
    if (send.isPending) return;
    setFailure(null);
    try {
      await send.mutateAsync(message.body);
      reset();
      // back to the box for the next message (a click on Enviar had the focus on the button, now disabled)
      setFocus('body');
      onSent();
    } catch (error) {
      const unplaced = showServerIssues(error, ['body'], setError);
      if (unplaced.length === apiErrorIssues(error).length) setFailure(apiErrorMessage(error));
    }
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line; Enter that ends an input method's composition is neither
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  const hasText = body.trim() !== '';
  return (
    <Form aria-label={t('conversation.composer')} noValidate onSubmit={submit}>
      <Label htmlFor={fieldId}>{t('conversation.message')}</Label>
      <Row>
        <Textarea
          id={fieldId}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('conversation.placeholder')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${fieldId}-hint ${fieldId}-count${fieldError ? ` ${fieldId}-error` : ''}`}
          $invalid={Boolean(fieldError)}
          onKeyDown={onKeyDown}
          {...register('body', { onChange: () => setFailure(null) })}
        />
        <Button type="submit" disabled={!hasText}>
          {t(send.isPending ? 'conversation.sending' : 'conversation.send')}
        </Button>
      </Row>
      <Under>
        <span id={`${fieldId}-hint`}>{t('conversation.enterHint')}</span>
        <span id={`${fieldId}-count`} data-testid="message-length">
          {t('common.charCount', { count: body.length, max: MESSAGE_MAX_LENGTH })}
        </span>
      </Under>
      {fieldError && (
        <Problem id={`${fieldId}-error`} role="alert">
          <ApiText message={fieldError} />
        </Problem>
      )}
      {failure && (
        <Problem role="alert">
          {t('conversation.sendFailed')} <ApiText message={failure} />
        </Problem>
      )}
    </Form>
  );
}
