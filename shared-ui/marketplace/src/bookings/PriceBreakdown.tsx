import {
  discountLabel,
  formatUSD,
  formatWholeUSD,
  INSURANCE_CENTS_PER_DAY,
  type Quote,
  SERVICE_FEE_PERCENT,
} from '@ladrive/contracts';
import type { Language } from '@ladrive/design-system';
import styled from 'styled-components';
import { useT } from '../i18n';

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

export interface PriceBreakdownProps {
  pricePerDay: string;
  /** From `quoteBooking`: the same numbers the server charges. */
  quote: Quote;
  /** The part's language (`useLanguage()`): the discount's label is written in it. */
  lang: Language;
}

/** Days × price, the car's discount when the trip gets one, insurance when chosen, the service fee and the total. */
export function PriceBreakdown({ pricePerDay, quote, lang }: PriceBreakdownProps) {
  const t = useT();
  return (
    <List aria-label={t('price.name')} data-testid="price-breakdown">
      <div>
        <dt>{t('price.days', { price: formatUSD(pricePerDay), days: quote.days })}</dt>
        <dd>{formatUSD(quote.baseCents, 'cents')}</dd>
      </div>
      {quote.discountKind && (
        <div data-testid="discount-line">
          <dt>{discountLabel(quote.discountKind, quote.discountPercent, lang)}</dt>
          <dd>{`−${formatUSD(quote.discountCents, 'cents')}`}</dd>
        </div>
      )}
      {quote.insuranceCents > 0 && (
        <div>
          <dt>{t('price.insurance', { perDay: formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents') })}</dt>
          <dd>{formatUSD(quote.insuranceCents, 'cents')}</dd>
        </div>
      )}
      <div>
        <dt>{t('price.serviceFee', { percent: SERVICE_FEE_PERCENT })}</dt>
        <dd>{formatUSD(quote.serviceFeeCents, 'cents')}</dd>
      </div>
      <div>
        <dt>{t('price.total')}</dt>
        <dd>{formatUSD(quote.totalCents, 'cents')}</dd>
      </div>
    </List>
  );
}
