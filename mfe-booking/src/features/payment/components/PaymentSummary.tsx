import { type BookingView, CHECKOUT_HOLD_MINUTES, HOST_RESPONSE_HOURS } from '@ladrive/contracts';
import { Card, formatDate, formatMarketTime, Muted } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { formatRespondBy } from '@ladrive/marketplace-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';
import { usePickupTime } from '../../../lib/pickup-time';

const Amount = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.xxl};
  font-weight: 700;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const Hold = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/**
 * The car, the dates with pickup and return times, the amount to pay and how long the dates are held; for a car that
 * needs its host's approval, what paying does, and once paid, until when the host answers.
 */
export function PaymentSummary({
  booking,
  carName,
  amount,
}: {
  booking: BookingView;
  carName: string;
  amount: string;
}) {
  const t = useT();
  const lang = useLanguage();
  const pickupTime = usePickupTime();
  return (
    <Card as="section" aria-label={t('common.summaryLabel')}>
      <Muted style={{ margin: 0 }}>{t('payment.bookingFor')}</Muted>
      <h2 style={{ margin: '0.25rem 0' }}>{carName}</h2>
      <Muted style={{ margin: 0 }}>
        {t('common.dateRange', { start: formatDate(booking.startDate, lang), end: formatDate(booking.endDate, lang) })}
      </Muted>
      <Muted style={{ margin: 0 }}>{t('common.pickupReturn', { time: pickupTime })}</Muted>
      <Amount data-testid="payment-amount">{amount}</Amount>
      <Muted style={{ margin: 0 }}>
        {t('payment.totalIncludes', { insurance: booking.addInsurance ? 'yes' : 'no' })}
      </Muted>
      {booking.requiresApproval && booking.status === 'pending' && !booking.awaitingHost && (
        <Muted style={{ margin: '0.75rem 0 0' }} data-testid="approval-note">
          {t('payment.approvalNote', { hours: HOST_RESPONSE_HOURS })}
        </Muted>
      )}
      {booking.respondBy ? (
        <Hold data-testid="respond-by">
          <T
            id="payment.respondBy"
            values={{ respondBy: formatRespondBy(booking.respondBy, lang) }}
            components={[<strong />, <strong />]}
          />
        </Hold>
      ) : (
        booking.status === 'pending' && (
          <Hold data-testid="checkout-hold">
            <T
              id="payment.hold"
              values={{ minutes: CHECKOUT_HOLD_MINUTES, time: formatMarketTime(booking.holdExpiresAt, lang) }}
              components={[<strong />]}
            />
          </Hold>
        )
      )}
    </Card>
  );
}
