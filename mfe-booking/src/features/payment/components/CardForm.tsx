import type { PaymentInput } from '@ladrive/contracts';
import { Button, Card, DangerNote, Field, Input, Spinner } from '@ladrive/design-system';
import styled from 'styled-components';
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

/** A numeric card field that re-formats what is typed. */
interface MaskedField {
  label: string;
  name: Exclude<keyof CardFields, 'cardholderName'>;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
  format: (value: string) => string;
}

const CARD_NUMBER: MaskedField = {
  label: 'Card number',
  name: 'cardNumber',
  autoComplete: 'cc-number',
  placeholder: '1234 5678 9012 3456',
  maxLength: CARD_NUMBER_MAX_LENGTH,
  format: formatCardNumber,
};
const EXPIRY: MaskedField = {
  label: 'Expiry date',
  name: 'expiryDate',
  autoComplete: 'cc-exp',
  placeholder: 'MM/YY',
  maxLength: EXPIRY_MAX_LENGTH,
  format: formatExpiry,
};
const CVV: MaskedField = {
  label: 'CVV',
  name: 'cvv',
  autoComplete: 'cc-csc',
  placeholder: '123',
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
  const { register, masked, errors, onSubmit } = useCardForm({ pay, enabled: !processing });
  const maskedField = ({ label, name, format, ...input }: MaskedField) => (
    <Field label={label} error={errors[name]?.message}>
      <Input inputMode="numeric" {...input} {...masked(name, format)} disabled={processing} />
    </Field>
  );
  return (
    <Card as="form" noValidate onSubmit={onSubmit} aria-label="Card details" aria-busy={processing}>
      {declined && <Declined role="alert">{declined}</Declined>}
      {maskedField(CARD_NUMBER)}
      <Pair>
        {maskedField(EXPIRY)}
        {maskedField(CVV)}
      </Pair>
      <Field label="Cardholder name" error={errors.cardholderName?.message}>
        <Input autoComplete="cc-name" {...register('cardholderName')} disabled={processing} />
      </Field>
      <Button type="submit" $size="lg" $block disabled={processing}>
        {processing ? (
          <>
            <Spinner style={{ width: '1.1rem', height: '1.1rem' }} aria-label="Processing payment" />
            Processing payment…
          </>
        ) : (
          `Pay ${amount}`
        )}
      </Button>
      <Small>
        Simulated payment: no real charge is made. Test card: 4242 4242 4242 4242; 4000 0000 0000 0002 is always
        declined. Use any future expiry date and any 3-digit CVV.
      </Small>
    </Card>
  );
}
