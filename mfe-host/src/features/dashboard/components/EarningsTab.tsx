import { formatUSD, type HostDashboard, PLATFORM_COMMISSION_PERCENT } from '@ladrive/contracts';
import { Card, FigureCard, FigureGrid, formatMonthYear, Skeleton } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import type { UseQueryResult } from '@ladrive/server-state';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useDeduction } from '../lib/deduction';

const Breakdown = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; text-align: right; }
  .total { color: ${({ theme }) => theme.colors.text}; font-weight: 700; }
`;

/** This month, the monthly average, the historical total and the breakdown, from the host's own bookings. */
export function EarningsTab({ dashboard }: { dashboard: UseQueryResult<HostDashboard> }) {
  const t = useT();
  const lang = useLanguage();
  const deduction = useDeduction();
  if (dashboard.isPending) {
    return (
      <div role="status" aria-label={t('earnings.loading')}>
        <Skeleton $height="12rem" />
      </div>
    );
  }
  if (dashboard.error) {
    return (
      <Card role="alert">
        <p style={{ margin: 0 }}>{t('earnings.error')}</p>
      </Card>
    );
  }
  const { earnings } = dashboard.data;
  return (
    <>
      <FigureGrid>
        <FigureCard label={t('earnings.thisMonth')} value={formatUSD(earnings.thisMonth)} testId="earnings-month" />
        <FigureCard
          label={t('earnings.monthlyAverage')}
          value={formatUSD(earnings.monthlyAverage)}
          testId="earnings-average"
        />
        <FigureCard label={t('earnings.total')} value={formatUSD(earnings.total)} testId="earnings-total" />
      </FigureGrid>
      <Card as="section" aria-labelledby="earnings-breakdown">
        <h2 id="earnings-breakdown" style={{ marginTop: 0 }}>
          {t('earnings.breakdown')}
        </h2>
        <Breakdown>
          <dt>{t('earnings.gross')}</dt>
          <dd data-testid="earnings-gross">{formatUSD(earnings.grossIncome)}</dd>
          <dt>{t('earnings.commission', { percent: PLATFORM_COMMISSION_PERCENT })}</dt>
          <dd data-testid="earnings-commission">{deduction(earnings.platformCommission)}</dd>
          <dt className="total">{t('earnings.net')}</dt>
          <dd data-testid="earnings-net">{formatUSD(earnings.netPayout)}</dd>
          <dt>{t('earnings.upcoming')}</dt>
          <dd data-testid="earnings-upcoming">{formatUSD(earnings.upcomingPayouts)}</dd>
        </Breakdown>
      </Card>
      {earnings.months.length > 0 && (
        <Card as="section" aria-labelledby="earnings-months" style={{ marginTop: '1.5rem' }}>
          <h2 id="earnings-months" style={{ marginTop: 0 }}>
            {t('earnings.byMonth')}
          </h2>
          <Breakdown>
            {earnings.months.map(({ month, netPayout }) => (
              <div key={month} style={{ display: 'contents' }}>
                <dt>{formatMonthYear(`${month}-01`, lang)}</dt>
                <dd>{formatUSD(netPayout)}</dd>
              </div>
            ))}
          </Breakdown>
        </Card>
      )}
    </>
  );
}
