import { valibotResolver } from '@hookform/resolvers/valibot';
import { PAYMENT_FIELDS_REQUIRED, type PaymentInput, PaymentSchema } from '@ladrive/contracts';
import { type UseFormRegisterReturn, useForm } from '@ladrive/form-state';
import { useContractText } from '@ladrive/i18n/catalogs';
import { toast } from '@ladrive/platform';
import type { FormEvent } from 'react';
import { type CardFields, EMPTY_CARD, hasEmptyCardField } from '../lib/card-format';
import type { CardFieldIssue } from '../lib/payment-failure';

/**
 * The card form. The contracts' PaymentSchema is the resolver, so the browser checks the card
 * exactly as the server will; an empty field is first one toast for the whole form (spec section 5).
 */
export function useCardForm({
  pay,
  enabled,
}: {
  pay: (card: PaymentInput) => Promise<CardFieldIssue[]>;
  /** False while a payment is processing: a second submit does nothing. */
  enabled: boolean;
}) {
  const tc = useContractText();
  const { register, handleSubmit, getValues, setValue, setError, formState } = useForm<
    CardFields,
    unknown,
    PaymentInput
  >({ defaultValues: EMPTY_CARD, resolver: valibotResolver(PaymentSchema) });

  /** A card field that re-formats what is typed (grouping, MM/YY, digits only). */
  const masked = (key: keyof CardFields, format: (value: string) => string): UseFormRegisterReturn =>
    register(key, { onChange: (event) => setValue(key, format(event.target.value)) });

  const submitCard = handleSubmit(async (card) => {
    for (const issue of await pay(card)) setError(issue.field, { message: issue.message });
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!enabled) return;
    if (hasEmptyCardField(getValues())) {
      toast({
        title: tc(PAYMENT_FIELDS_REQUIRED.title),
        description: tc(PAYMENT_FIELDS_REQUIRED.description),
        variant: 'destructive',
      });
      return;
    }
    void submitCard(event);
  }

  return { register, masked, errors: formState.errors, onSubmit };
}
