import { type BookingView, formatUSD, isValidCardNumber, isValidExpiry, PAYMENT_MESSAGES } from '@ladrive/contracts';
import {
  apiErrorMessage,
  apiErrorStatus,
  Button,
  Card,
  Field,
  formatIsoDate,
  Input,
  Muted,
  media,
  Page,
  Skeleton,
  Spinner,
  toast,
  useDocumentTitle,
} from '@ladrive/shared-ui';
import { HTTPError } from 'ky';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { carName } from '../../../lib/bookings';
import { useBooking, usePayBooking } from '../api/payment-api';
import {
  CARD_NUMBER_MAX_LENGTH,
  type CardFields,
  CVV_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  hasEmptyCardField,
} from '../lib/card-format';

/** Spec section 9: the simulated payment takes 2 seconds. */
export const PAYMENT_PROCESSING_MS = 2000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 960px;
  margin: 0 auto;
  ${media.lg} { grid-template-columns: 320px minmax(0, 1fr); align-items: start; }
`;

const Pair = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

const Amount = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.xxl};
  font-weight: 700;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const Small = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

const Declined = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Centered = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
  text-align: center;
`;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface PaymentScreenProps {
  /** The simulated processing delay; tests inject one they control. */
  delay?: (ms: number) => Promise<void>;
}

/** /payment?bookingId=&amount=&car=: summary, card form, 2-second processing, then /dashboard. */
export function PaymentScreen({ delay = wait }: PaymentScreenProps) {
  useDocumentTitle('Payment');
  const [params] = useSearchParams();
  const rawId = params.get('bookingId') ?? '';
  const bookingId = UUID.test(rawId) ? rawId : null;
  const booking = useBooking(bookingId);

  if (!bookingId) return <BookingUnavailable reason="missing" />;
  if (booking.isPending) {
    return (
      <Page role="status" aria-busy="true" aria-label="Loading your booking">
        <Layout>
          <Skeleton $height="12rem" />
          <Skeleton $height="22rem" />
        </Layout>
      </Page>
    );
  }
  if (booking.error) {
    const status = apiErrorStatus(booking.error);
    return <BookingUnavailable reason={status === 404 || status === 403 || status === 400 ? 'missing' : 'error'} />;
  }
  return <PaymentForm booking={booking.data} delay={delay} queryCar={params.get('car')} />;
}

function BookingUnavailable({ reason }: { reason: 'missing' | 'error' }) {
  return (
    <Page>
      <Centered role="alert">
        <h1>{reason === 'missing' ? 'Booking not found' : "We couldn't load this booking"}</h1>
        <Muted>
          {reason === 'missing'
            ? 'This payment link has no valid booking. Find your booking in your dashboard and pay from there.'
            : 'Please try again in a moment, or find your booking in your dashboard.'}
        </Muted>
        <Button as={Link} to="/dashboard">
          Go to My Bookings
        </Button>
      </Centered>
    </Page>
  );
}

const EMPTY: CardFields = { cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' };

/** Client checks with the contracts' rules (the server checks the same); empty fields are handled before. */
function cardFieldErrors(fields: CardFields): Partial<Record<keyof CardFields, string>> {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  if (!isValidCardNumber(fields.cardNumber)) errors.cardNumber = PAYMENT_MESSAGES.cardNumber;
  if (!isValidExpiry(fields.expiryDate)) errors.expiryDate = PAYMENT_MESSAGES.expiryDate;
  if (!/^\d{3,4}$/.test(fields.cvv)) errors.cvv = PAYMENT_MESSAGES.cvv;
  return errors;
}

function PaymentForm({
  booking,
  delay,
  queryCar,
}: {
  booking: BookingView;
  delay: (ms: number) => Promise<void>;
  queryCar: string | null;
}) {
  const navigate = useNavigate();
  const pay = usePayBooking(booking.id);
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof CardFields, string>>>({});
  const [phase, setPhase] = useState<'form' | 'processing' | 'paid'>('form');
  const [declined, setDeclined] = useState<string | null>(null);
  const name = booking.car ? carName(booking.car) : (queryCar ?? 'Your car');

  const set = (key: keyof CardFields, format: (value: string) => string) => (event: FormEvent<HTMLInputElement>) => {
    const value = format(event.currentTarget.value);
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'form') return;
    if (hasEmptyCardField(fields)) {
      toast({
        title: 'Please fill all fields',
        description: 'All payment fields are required',
        variant: 'destructive',
      });
      return;
    }
    const fieldErrors = cardFieldErrors(fields);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;

    setDeclined(null);
    setPhase('processing');
    const [result] = await Promise.allSettled([
      pay.mutateAsync({ ...fields, cardNumber: fields.cardNumber.replace(/\s/g, '') }),
      delay(PAYMENT_PROCESSING_MS),
    ]);
    if (result.status === 'fulfilled') {
      setPhase('paid');
      toast({ title: '¡Pago exitoso!', description: 'Tu reserva está confirmada', variant: 'success' });
      navigate('/dashboard', { replace: true });
      return;
    }
    setPhase('form');
    const message = apiErrorMessage(result.reason);
    if (apiErrorStatus(result.reason) === 402) setDeclined(message);
    const issues =
      result.reason instanceof HTTPError ? (result.reason.data as { issues?: unknown })?.issues : undefined;
    if (Array.isArray(issues)) {
      const next: Partial<Record<keyof CardFields, string>> = {};
      for (const issue of issues as Array<{ path?: string; message?: string }>) {
        if (issue.path && issue.path in EMPTY && issue.message) next[issue.path as keyof CardFields] = issue.message;
      }
      setErrors(next);
    }
    toast({ title: 'Payment failed', description: message, variant: 'destructive' });
  }

  const alreadyPaid = phase === 'form' && booking.status !== 'pending';
  const amount = (() => {
    try {
      return formatUSD(booking.totalPrice);
    } catch {
      return booking.totalPrice;
    }
  })();

  return (
    <Page>
      <h1 style={{ textAlign: 'center' }}>Complete your payment</h1>
      <Layout>
        <Card as="section" aria-label="Booking summary">
          <Muted style={{ margin: 0 }}>Booking for</Muted>
          <h2 style={{ margin: '0.25rem 0' }}>{name}</h2>
          <Muted style={{ margin: 0 }}>
            {formatIsoDate(booking.startDate)} → {formatIsoDate(booking.endDate)}
          </Muted>
          <Amount data-testid="payment-amount">{amount}</Amount>
          <Muted style={{ margin: 0 }}>
            Total including service fee{booking.addInsurance ? ' and insurance' : ''}.
          </Muted>
        </Card>

        {phase === 'paid' ? (
          <Card role="status">
            <h2>¡Pago exitoso!</h2>
            <p>Tu reserva está confirmada</p>
          </Card>
        ) : alreadyPaid ? (
          <Card role="alert">
            <h2>{booking.status === 'cancelled' ? 'This booking was cancelled' : 'This booking is already paid'}</h2>
            <Muted>There is nothing to pay for this booking.</Muted>
            <Button as={Link} to="/dashboard">
              Go to My Bookings
            </Button>
          </Card>
        ) : (
          <Card as="form" noValidate onSubmit={onSubmit} aria-label="Card details" aria-busy={phase === 'processing'}>
            {declined && <Declined role="alert">{declined}</Declined>}
            <Field label="Card number" error={errors.cardNumber}>
              <Input
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 5678 9012 3456"
                maxLength={CARD_NUMBER_MAX_LENGTH}
                value={fields.cardNumber}
                onChange={set('cardNumber', formatCardNumber)}
                disabled={phase === 'processing'}
              />
            </Field>
            <Pair>
              <Field label="Expiry date" error={errors.expiryDate}>
                <Input
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  maxLength={EXPIRY_MAX_LENGTH}
                  value={fields.expiryDate}
                  onChange={set('expiryDate', formatExpiry)}
                  disabled={phase === 'processing'}
                />
              </Field>
              <Field label="CVV" error={errors.cvv}>
                <Input
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                  maxLength={CVV_MAX_LENGTH}
                  value={fields.cvv}
                  onChange={set('cvv', formatCvv)}
                  disabled={phase === 'processing'}
                />
              </Field>
            </Pair>
            <Field label="Cardholder name" error={errors.cardholderName}>
              <Input
                autoComplete="cc-name"
                value={fields.cardholderName}
                onChange={set('cardholderName', (value) => value)}
                disabled={phase === 'processing'}
              />
            </Field>
            <Button type="submit" $size="lg" $block disabled={phase === 'processing'}>
              {phase === 'processing' ? (
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
        )}
      </Layout>
    </Page>
  );
}
