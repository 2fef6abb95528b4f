import { formatUSD, type HostDashboard, PLATFORM_COMMISSION_PERCENT } from '@ladrive/contracts';
import { Card, FigureCard, FigureGrid, formatMonthYear, Skeleton } from '@ladrive/design-system';
import type { UseQueryResult } from '@ladrive/server-state';
import styled from 'styled-components';

const EARNINGS_ERROR = 'No se pudieron cargar los datos de ganancias';

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
  if (dashboard.isPending) {
    return (
      <div role="status" aria-label="Cargando las ganancias">
        <Skeleton $height="12rem" />
      </div>
    );
  }
  if (dashboard.error) {
    return (
      <Card role="alert">
        <p style={{ margin: 0 }}>{EARNINGS_ERROR}</p>
      </Card>
    );
  }
  const { earnings } = dashboard.data;
  return (
    <>
      <FigureGrid>
        <FigureCard label="Este mes" value={formatUSD(earnings.thisMonth)} testId="earnings-month" />
        <FigureCard label="Promedio mensual" value={formatUSD(earnings.monthlyAverage)} testId="earnings-average" />
        <FigureCard label="Total histórico" value={formatUSD(earnings.total)} testId="earnings-total" />
      </FigureGrid>
      <Card as="section" aria-labelledby="earnings-breakdown">
        <h2 id="earnings-breakdown" style={{ marginTop: 0 }}>
          Desglose
        </h2>
        <Breakdown>
          <dt>Ingresos brutos por alquiler</dt>
          <dd data-testid="earnings-gross">{formatUSD(earnings.grossIncome)}</dd>
          <dt>{`Comisión de la plataforma (${PLATFORM_COMMISSION_PERCENT}%)`}</dt>
          <dd data-testid="earnings-commission">−{formatUSD(earnings.platformCommission)}</dd>
          <dt className="total">Pago neto</dt>
          <dd data-testid="earnings-net">{formatUSD(earnings.netPayout)}</dd>
          <dt>Pagos próximos (viajes confirmados)</dt>
          <dd data-testid="earnings-upcoming">{formatUSD(earnings.upcomingPayouts)}</dd>
        </Breakdown>
      </Card>
      {earnings.months.length > 0 && (
        <Card as="section" aria-labelledby="earnings-months" style={{ marginTop: '1.5rem' }}>
          <h2 id="earnings-months" style={{ marginTop: 0 }}>
            Por mes
          </h2>
          <Breakdown>
            {earnings.months.map(({ month, netPayout }) => (
              <div key={month} style={{ display: 'contents' }}>
                <dt>{formatMonthYear(`${month}-01`, 'es')}</dt>
                <dd>{formatUSD(netPayout)}</dd>
              </div>
            ))}
          </Breakdown>
        </Card>
      )}
    </>
  );
}
