import {
  discountLabel,
  formatUSD,
  formatWholeUSD,
  INSURANCE_CENTS_PER_DAY,
  type Quote,
  SERVICE_FEE_PERCENT,
} from '@ladrive/contracts';
import styled from 'styled-components';

const List = styled.dl`
  margin: ${({ theme }) => theme.space(4)} 0;
  div { display: flex; justify-content: space-between; gap: 1rem; margin-bottom: ${({ theme }) => theme.space(2)}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
  div:last-child {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    padding-top: ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    dt, dd { color: ${({ theme }) => theme.colors.text}; font-weight: 700; font-size: ${({ theme }) => theme.font.sizes.lg}; }
  }
`;

const LABELS = {
  es: {
    name: 'Desglose del precio',
    day: 'día',
    days: 'días',
    insurance: 'Seguro',
    fee: `Tarifa de servicio (${SERVICE_FEE_PERCENT}%)`,
  },
  en: {
    name: 'Price breakdown',
    day: 'day',
    days: 'days',
    insurance: `Insurance (${formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents')}/day)`,
    fee: `Service fee (${SERVICE_FEE_PERCENT}%)`,
  },
} as const;

export interface PriceBreakdownProps {
  pricePerDay: string;
  /** From `quoteBooking`: the same numbers the server charges. */
  quote: Quote;
  /** The car page speaks Spanish, the booking page English (spec §2). */
  lang: keyof typeof LABELS;
}

/** Days × price, the car's discount when the trip gets one, insurance when chosen, the service fee and the total. */
export function PriceBreakdown({ pricePerDay, quote, lang }: PriceBreakdownProps) {
  const labels = LABELS[lang];
  return (
    <List aria-label={labels.name} data-testid="price-breakdown">
      <div>
        <dt>
          {formatUSD(pricePerDay)} × {quote.days} {quote.days === 1 ? labels.day : labels.days}
        </dt>
        <dd>{formatUSD(quote.baseCents, 'cents')}</dd>
      </div>
      {quote.discountKind && (
        <div data-testid="discount-line">
          <dt>{discountLabel(quote.discountKind, quote.discountPercent, lang)}</dt>
          <dd>−{formatUSD(quote.discountCents, 'cents')}</dd>
        </div>
      )}
      {quote.insuranceCents > 0 && (
        <div>
          <dt>{labels.insurance}</dt>
          <dd>{formatUSD(quote.insuranceCents, 'cents')}</dd>
        </div>
      )}
      <div>
        <dt>{labels.fee}</dt>
        <dd>{formatUSD(quote.serviceFeeCents, 'cents')}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{formatUSD(quote.totalCents, 'cents')}</dd>
      </div>
    </List>
  );
}
