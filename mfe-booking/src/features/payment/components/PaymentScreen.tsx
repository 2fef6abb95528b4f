import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  BOOKING_NOT_FOUND,
  type BookingView,
  formatUSD,
  PAYMENT_FIELDS_REQUIRED,
  type PaymentInput,
  PaymentSchema,
} from '@ladrive/contracts';
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
  Notice,
  Page,
  Skeleton,
  Spinner,
  toast,
  useDocumentTitle,
} from '@ladrive/shared-ui';
import { HTTPError } from 'ky';
import { type FormEvent, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
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
import { PAYMENT_PROCESSING_MS, useProcessingDelay } from '../lib/processing-delay';

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

/** /payment?bookingId=&amount=&car=: summary, card form, 2-second processing, then /dashboard. */
export function PaymentScreen() {
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
  return <PaymentForm booking={booking.data} queryCar={params.get('car')} />;
}

function BookingUnavailable({ reason }: { reason: 'missing' | 'error' }) {
  return (
    <Page>
      <Notice
        role="alert"
        title={reason === 'missing' ? BOOKING_NOT_FOUND : "We couldn't load this booking"}
        actions={
          <Button as={Link} to="/dashboard">
            Go to My Bookings
          </Button>
        }
      >
        {reason === 'missing'
          ? 'This payment link has no valid booking. Find your booking in your dashboard and pay from there.'
          : 'Please try again in a moment, or find your booking in your dashboard.'}
      </Notice>
    </Page>
  );
}

const EMPTY: CardFields = { cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' };

function PaymentForm({ booking, queryCar }: { booking: BookingView; queryCar: string | null }) {
  const navigate = useNavigate();
  const delay = useProcessingDelay();
  const payment = usePayBooking(booking.id);
  // The contracts' PaymentSchema is the resolver: the browser checks the card exactly as the server will.
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<CardFields, unknown, PaymentInput>({ defaultValues: EMPTY, resolver: valibotResolver(PaymentSchema) });
  const [phase, setPhase] = useState<'form' | 'processing' | 'paid'>('form');
  const [declined, setDeclined] = useState<string | null>(null);
  const name = booking.car ? carName(booking.car) : (queryCar ?? 'Your car');

  /** A card field that re-formats what is typed (grouping, MM/YY, digits only). */
  const masked = (key: keyof CardFields, format: (value: string) => string): UseFormRegisterReturn =>
    register(key, { onChange: (event) => setValue(key, format(event.target.value)) });

  async function pay(card: PaymentInput) {
    setDeclined(null);
    setPhase('processing');
    const [result] = await Promise.allSettled([payment.mutateAsync(card), delay(PAYMENT_PROCESSING_MS)]);
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
    for (const issue of Array.isArray(issues) ? (issues as Array<{ path?: string; message?: string }>) : []) {
      if (issue.path && issue.path in EMPTY && issue.message) {
        setError(issue.path as keyof CardFields, { message: issue.message });
      }
    }
    toast({ title: 'Payment failed', description: message, variant: 'destructive' });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'form') return;
    // Spec section 5: an empty field is one toast for the whole form, before any field check.
    if (hasEmptyCardField(getValues())) {
      toast({ ...PAYMENT_FIELDS_REQUIRED, variant: 'destructive' });
      return;
    }
    void handleSubmit(pay)(event);
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
            <Field label="Card number" error={errors.cardNumber?.message}>
              <Input
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 5678 9012 3456"
                maxLength={CARD_NUMBER_MAX_LENGTH}
                {...masked('cardNumber', formatCardNumber)}
                disabled={phase === 'processing'}
              />
            </Field>
            <Pair>
              <Field label="Expiry date" error={errors.expiryDate?.message}>
                <Input
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  maxLength={EXPIRY_MAX_LENGTH}
                  {...masked('expiryDate', formatExpiry)}
                  disabled={phase === 'processing'}
                />
              </Field>
              <Field label="CVV" error={errors.cvv?.message}>
                <Input
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="123"
                  maxLength={CVV_MAX_LENGTH}
                  {...masked('cvv', formatCvv)}
                  disabled={phase === 'processing'}
                />
              </Field>
            </Pair>
            <Field label="Cardholder name" error={errors.cardholderName?.message}>
              <Input autoComplete="cc-name" {...register('cardholderName')} disabled={phase === 'processing'} />
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
