import { type BookingView, type PaymentInput, paths } from '@ladrive/contracts';
import { toast } from '@ladrive/platform';
import { useNavigate } from '@ladrive/routing';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { usePayBooking } from '../api/payment-api';
import { usePaidOutcome } from '../components/PaymentOutcome';
import { type CardFieldIssue, paymentFailure } from '../lib/payment-failure';
import { PAYMENT_PROCESSING_MS, useProcessingDelay } from '../lib/processing-delay';

export type PaymentPhase = 'form' | 'processing' | 'paid';

/**
 * Paying a booking: the API call and the simulated 2-second processing run together; once both are
 * over, a paid booking says so (confirmed, or awaiting its host) and goes to /dashboard, a refused one goes back to
 * the form.
 */
export function usePayment(bookingId: string) {
  const navigate = useNavigate();
  const delay = useProcessingDelay();
  const payment = usePayBooking(bookingId);
  const t = useT();
  const paidOutcome = usePaidOutcome();
  const [phase, setPhase] = useState<PaymentPhase>('form');
  const [declined, setDeclined] = useState<string | null>(null);
  const [paid, setPaid] = useState<BookingView | null>(null);

  /** Resolves with the card fields the API refused (none when paid). */
  async function pay(card: PaymentInput): Promise<CardFieldIssue[]> {
    setDeclined(null);
    setPhase('processing');
    const [result] = await Promise.allSettled([payment.mutateAsync(card), delay(PAYMENT_PROCESSING_MS)]);
    if (result.status === 'fulfilled') {
      setPaid(result.value);
      setPhase('paid');
      toast({ ...paidOutcome(result.value), variant: 'success' });
      navigate(paths.dashboard, { replace: true });
      return [];
    }
    setPhase('form');
    const failure = paymentFailure(result.reason);
    if (failure.declined) setDeclined(failure.message);
    toast({ title: t('payment.failed'), description: failure.message, variant: 'destructive' });
    return failure.fieldIssues;
  }

  return { phase, declined, paid, pay };
}
