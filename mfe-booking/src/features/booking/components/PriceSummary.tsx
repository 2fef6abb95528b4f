import { formatUSD, type Quote } from '@ladrive/contracts';
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

/** The booking page's price (spec §9): days × price, insurance $15/day when chosen, 10% service fee, total. */
export function PriceSummary({ pricePerDay, quote }: { pricePerDay: string; quote: Quote }) {
  return (
    <List aria-label="Price breakdown" data-testid="price-breakdown">
      <div>
        <dt>
          {formatUSD(pricePerDay)} × {quote.days} {quote.days === 1 ? 'day' : 'days'}
        </dt>
        <dd>{formatUSD(quote.baseCents, 'cents')}</dd>
      </div>
      {quote.insuranceCents > 0 && (
        <div>
          <dt>Insurance ($15/day)</dt>
          <dd>{formatUSD(quote.insuranceCents, 'cents')}</dd>
        </div>
      )}
      <div>
        <dt>Service fee (10%)</dt>
        <dd>{formatUSD(quote.serviceFeeCents, 'cents')}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{formatUSD(quote.totalCents, 'cents')}</dd>
      </div>
    </List>
  );
}
