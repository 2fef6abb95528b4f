import type { PaymentInput } from '@ladrive/contracts';
import { Button, Card, DangerNote, Field, Input, Spinner } from '@ladrive/design-system';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useCardForm } from '../hooks/useCardForm';
import {
  CARD_NUMBER_MAX_LENGTH,
  type CardFields,
  CVV_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  formatCardNumber,
  formatCvv,
  formatExpiry,
} from '../lib/card-format';
import type { CardFieldIssue } from '../lib/payment-failure';

const Pair = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

const Small = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

const Declined = styled(DangerNote)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** A numeric card field that re-formats what is typed; its label and placeholder are catalog ids. */
interface MaskedField {
  label: 'payment.cardNumber' | 'payment.expiry' | 'payment.cvv';
  name: Exclude<keyof CardFields, 'cardholderName'>;
  autoComplete: string;
  placeholder: 'payment.cardNumberPlaceholder' | 'payment.expiryPlaceholder' | 'payment.cvvPlaceholder';
  maxLength: number;
  format: (value: string) => string;
}

const CARD_NUMBER: MaskedField = {
  label: 'payment.cardNumber',
  name: 'cardNumber',
  autoComplete: 'cc-number',
  placeholder: 'payment.cardNumberPlaceholder',
  maxLength: CARD_NUMBER_MAX_LENGTH,
  format: formatCardNumber,
};
const EXPIRY: MaskedField = {
  label: 'payment.expiry',
  name: 'expiryDate',
  autoComplete: 'cc-exp',
  placeholder: 'payment.expiryPlaceholder',
  maxLength: EXPIRY_MAX_LENGTH,
  format: formatExpiry,
};
const CVV: MaskedField = {
  label: 'payment.cvv',
  name: 'cvv',
  autoComplete: 'cc-csc',
  placeholder: 'payment.cvvPlaceholder',
  maxLength: CVV_MAX_LENGTH,
  format: formatCvv,
};

export interface CardFormProps {
  /** "$1,295.35", on the pay button. */
  amount: string;
  processing: boolean;
  /** Why the last card was declined, shown above the fields. */
  declined: string | null;
  pay: (card: PaymentInput) => Promise<CardFieldIssue[]>;
}

/** Card number, expiry, CVV and name, each formatted as typed; the button shows the processing. */
export function CardForm({ amount, processing, declined, pay }: CardFormProps) {
  const t = useT();
  const { register, masked, errors, onSubmit } = useCardForm({ pay, enabled: !processing });
  const maskedField = ({ label, name, format, placeholder, ...input }: MaskedField) => (
    <Field label={t(label)} error={errors[name]?.message}>
      <Input
        inputMode="numeric"
        placeholder={t(placeholder)}
        {...input}
        {...masked(name, format)}
        disabled={processing}
      />
    </Field>
  );
  return (
    <Card as="form" noValidate onSubmit={onSubmit} aria-label={t('payment.formLabel')} aria-busy={processing}>
      {declined && <Declined role="alert">{declined}</Declined>}
      {maskedField(CARD_NUMBER)}
      <Pair>
        {maskedField(EXPIRY)}
        {maskedField(CVV)}
      </Pair>
      <Field label={t('payment.cardholder')} error={errors.cardholderName?.message}>
        <Input autoComplete="cc-name" {...register('cardholderName')} disabled={processing} />
      </Field>
      <Button type="submit" $size="lg" $block disabled={processing}>
        {processing ? (
          <>
            <Spinner style={{ width: '1.1rem', height: '1.1rem' }} aria-label={t('payment.processing')} />
            {t('payment.processingNow')}
          </>
        ) : (
          t('payment.pay', { amount })
        )}
      </Button>
      <Small>{t('payment.simulated')}</Small>
    </Card>
  );
}
