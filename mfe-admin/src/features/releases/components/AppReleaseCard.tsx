import { RUM_VITALS, type RumVital, type RumWindow, type VersionHealth } from '@ladrive/contracts';
import { Badge, Card, formatDate, formatMarketTime, Muted } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { Table, TableScroll } from '../../lists';
import { formatErrorRate, formatVital } from '../lib/figures';
import { type AppRelease, latestFirst, type ReleaseSwitch, type VersionRow, versionRows } from '../lib/release-view';

const Heading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  small { font-weight: 400; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Block = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  h4 { margin: 0 0 ${({ theme }) => theme.space(2)}; }
  code { overflow-wrap: anywhere; }
`;

/** A timestamp on the marketplace's clock: "Nov 27, 2026, 12:05 AM PST". */
function useMoment() {
  const t = useT();
  const lang = useLanguage();
  return (at: string) => t('releases.moment', { date: formatDate(at, lang), time: formatMarketTime(at, lang) });
}

function RoleBadge({ row, percent }: { row: VersionRow; percent: number | undefined }) {
  const t = useT();
  if (row.role === 'inUse') return <Badge $tone="success">{t('releases.role.inUse')}</Badge>;
  if (row.role === 'canary') return <Badge $tone="warning">{t('releases.role.canary', { percent })}</Badge>;
  return null;
}

function Versions({ app, versions, span }: { app: AppRelease; versions: VersionHealth[]; span: RumWindow }) {
  const t = useT();
  const lang = useLanguage();
  const none = t('releases.none');
  const column = {
    version: t('releases.column.version'),
    sessions: t('releases.column.sessions'),
    errorRate: t('releases.column.errorRate'),
  };
  const vitalColumn = (vital: RumVital) => t('releases.column.p75', { vital });
  const rows = versionRows(app, versions);
  const headingId = `release-${app.app}-reports`;
  return (
    <Block>
      <h4 id={headingId}>{t(`releases.reports.${span}`)}</h4>
      {rows.length === 0 ? (
        <Muted>{t('releases.noVersions')}</Muted>
      ) : (
        <TableScroll>
          <Table aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{column.version}</th>
                <th scope="col" className="number">
                  {column.sessions}
                </th>
                <th scope="col" className="number">
                  {column.errorRate}
                </th>
                {RUM_VITALS.map((vital) => (
                  <th scope="col" className="number" key={vital}>
                    {vitalColumn(vital)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.version} data-testid="release-version-row">
                  <td data-label={column.version}>
                    <p>
                      <code translate="no">{row.version}</code>
                    </p>
                    <RoleBadge row={row} percent={app.canary?.percent} />
                  </td>
                  <td className="number" data-label={column.sessions}>
                    {row.health?.sessions ?? 0}
                  </td>
                  <td className="number" data-label={column.errorRate}>
                    {row.health?.sessions ? formatErrorRate(row.health.errorRate, lang) : none}
                  </td>
                  {RUM_VITALS.map((vital) => {
                    const value = row.health?.p75[vital];
                    return (
                      <td className="number" data-label={vitalColumn(vital)} key={vital}>
                        {value == null ? none : formatVital(vital, value, lang)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Block>
  );
}

function SwitchKind({ change }: { change: ReleaseSwitch }) {
  const t = useT();
  const tone = change.kind === 'rollback' || change.kind === 'end-canary' ? 'danger' : 'neutral';
  return <Badge $tone={tone}>{t(`releases.kind.${change.kind}`, { percent: change.percent })}</Badge>;
}

function History({ app }: { app: AppRelease }) {
  const t = useT();
  const moment = useMoment();
  const column = {
    at: t('releases.column.at'),
    kind: t('releases.column.kind'),
    versions: t('releases.column.versions'),
    by: t('releases.column.by'),
    reason: t('releases.column.reason'),
  };
  const headingId = `release-${app.app}-history`;
  return (
    <Block>
      <h4 id={headingId}>{t('releases.history')}</h4>
      {app.switches.length === 0 ? (
        <Muted>{t('releases.noSwitches')}</Muted>
      ) : (
        <TableScroll>
          <Table aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{column.at}</th>
                <th scope="col">{column.kind}</th>
                <th scope="col">{column.versions}</th>
                <th scope="col">{column.by}</th>
                <th scope="col">{column.reason}</th>
              </tr>
            </thead>
            <tbody>
              {latestFirst(app.switches).map((change) => (
                <tr key={`${change.at}-${change.to}`} data-testid="release-switch-row">
                  <td data-label={column.at}>{moment(change.at)}</td>
                  <td data-label={column.kind}>
                    <SwitchKind change={change} />
                  </td>
                  <td data-label={column.versions} translate="no">
                    <code>
                      {change.from === null
                        ? t('releases.firstVersion', { to: change.to })
                        : t('releases.fromTo', { from: change.from, to: change.to })}
                    </code>
                  </td>
                  {/* a person's or a job's name, and the reason as they wrote it: nobody's language */}
                  <td data-label={column.by} translate="no">
                    {change.by}
                  </td>
                  <td data-label={column.reason} translate="no">
                    {change.reason ?? t('releases.none')}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Block>
  );
}

export interface AppReleaseCardProps {
  app: AppRelease;
  /** The window's browser reports, every remote's; undefined while they load or when they failed. */
  versions: VersionHealth[] | undefined;
  /** The window the reports cover (GET /api/admin/rum?window=). */
  span: RumWindow;
}

/** One app: its version in use and canary, each version's browser reports over the window, its switches. */
export function AppReleaseCard({ app, versions, span }: AppReleaseCardProps) {
  const t = useT();
  const moment = useMoment();
  const headingId = `release-${app.app}`;
  return (
    <Card as="section" $padding={5} aria-labelledby={headingId} data-testid="app-release">
      <Heading id={headingId}>
        <span translate="no">{app.app}</span>
        {app.remote && app.remote !== app.app && <small>{t('releases.remoteName', { remote: app.remote })}</small>}
      </Heading>
      <p style={{ margin: 0 }} data-testid="release-in-use">
        {app.inUse ? t('releases.inUse', { version: app.inUse }) : t('releases.notInUse')}
      </p>
      {app.canary && (
        <p style={{ margin: 0 }} data-testid="release-canary">
          {t('releases.canary', {
            version: app.canary.version,
            percent: app.canary.percent,
            since: moment(app.canary.since),
          })}
        </p>
      )}
      {versions && <Versions app={app} versions={versions} span={span} />}
      <History app={app} />
    </Card>
  );
}
