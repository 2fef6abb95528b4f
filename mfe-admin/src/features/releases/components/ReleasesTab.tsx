import { RUM_WINDOWS, type RumWindow } from '@ladrive/contracts';
import { Button, Card, Label, Muted, Select, Skeleton } from '@ladrive/design-system';
import { useApiErrorMessage } from '@ladrive/platform';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useAdminReleases, useRumRollup } from '../api/releases-api';
import { useRumWindow } from '../lib/release-view';
import { AppReleaseCard } from './AppReleaseCard';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  select { width: auto; }
`;

const Apps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const WINDOWS = Object.keys(RUM_WINDOWS) as RumWindow[];

/**
 * Releases (issue 27): each app's version in use and canary, each version's browser reports over the last hour or
 * day, and who switched what and why. Read-only, like the rest of the panel: releases are made with `pnpm release`.
 */
export function ReleasesTab() {
  const t = useT();
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const [span, chooseSpan] = useRumWindow();
  const releases = useAdminReleases();
  const rollup = useRumRollup(span);
  const refresh = () => {
    void releases.refetch();
    void rollup.refetch();
  };

  let body: ReactNode;
  if (releases.error) {
    body = (
      <Card role="alert">
        <p style={{ margin: 0 }}>{errorMessage(releases.error)}</p>
      </Card>
    );
  } else if (!releases.data) {
    body = (
      <div role="status" aria-label={t('releases.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height="10rem" style={{ marginBottom: '1rem' }} />
        ))}
      </div>
    );
  } else if (releases.data.apps.length === 0) {
    body = <Muted>{t('releases.empty')}</Muted>;
  } else {
    body = (
      <Apps aria-busy={rollup.isFetching || releases.isFetching}>
        {rollup.error ? (
          <Card role="alert">
            <p style={{ margin: 0 }}>{errorMessage(rollup.error, t('releases.reportsError'))}</p>
          </Card>
        ) : null}
        {releases.data.apps.map((app) => (
          <AppReleaseCard key={app.app} app={app} versions={rollup.data?.versions} span={span} />
        ))}
      </Apps>
    );
  }

  return (
    <section aria-labelledby="releases-heading">
      <h2 id="releases-heading">{t('releases.title')}</h2>
      <Muted>{t('releases.subtitle')}</Muted>
      <Toolbar>
        <div>
          <Label htmlFor={`${id}-window`}>{t('releases.window')}</Label>
          <Select id={`${id}-window`} value={span} onChange={(event) => chooseSpan(event.target.value as RumWindow)}>
            {WINDOWS.map((value) => (
              <option key={value} value={value}>
                {t(`releases.window.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        <Button type="button" $variant="secondary" onClick={refresh}>
          {t('releases.refresh')}
        </Button>
      </Toolbar>
      {body}
    </section>
  );
}
