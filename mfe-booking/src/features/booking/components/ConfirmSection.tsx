import { formatUSD } from '@ladrive/contracts';
import { Button, FormSection } from '@ladrive/design-system';
import { useFormContext } from '@ladrive/form-state';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import type { BookingFormValues } from '../lib/booking-form';
import { TermsAgreement } from './TermsAgreement';

const Submit = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  p { margin: 0; font-size: ${({ theme }) => theme.font.sizes.lg}; font-weight: 700; }
`;

/** The terms, the total (when the dates make a trip) and Confirm Booking. */
export function ConfirmSection({ totalCents, submitting }: { totalCents: number | null; submitting: boolean }) {
  const t = useT();
  const { register } = useFormContext<BookingFormValues>();
  return (
    <FormSection aria-label={t('booking.confirmLabel')}>
      <TermsAgreement {...register('agreesToTerms')} />
      <Submit>
        {totalCents !== null && (
          <p data-testid="submit-total">{t('booking.total', { amount: formatUSD(totalCents, 'cents') })}</p>
        )}
        <Button type="submit" $size="lg" $block disabled={submitting}>
          {t(submitting ? 'booking.submitting' : 'booking.submit')}
        </Button>
      </Submit>
    </FormSection>
  );
}
