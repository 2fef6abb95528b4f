import { type AdminReleases, RUM_WINDOWS, type RumWindow, type VersionHealth } from '@ladrive/contracts';
import { useSearchParams } from '@ladrive/routing';

export type AppRelease = AdminReleases['apps'][number];
export type ReleaseSwitch = AppRelease['switches'][number];

/** Why a version is listed: the one everybody gets, the canary, or one its reports still name (an open tab). */
export type VersionRole = 'inUse' | 'canary' | 'other';

export interface VersionRow {
  version: string;
  role: VersionRole;
  /** Its browser reports over the window; undefined when none came. */
  health: VersionHealth | undefined;
}

/**
 * The versions of an app to show: the one in use, its canary, then any other one its browser reports name in the
 * window, most sessions first. Reports meet an app by the name the API gives it (`remote`), never by a guess here.
 */
export function versionRows(app: AppRelease, health: readonly VersionHealth[]): VersionRow[] {
  const reported = health.filter((entry) => app.remote !== null && entry.remote === app.remote);
  const reportOf = (version: string) => reported.find((entry) => entry.version === version);
  const rows: VersionRow[] = [];
  if (app.inUse) rows.push({ version: app.inUse, role: 'inUse', health: reportOf(app.inUse) });
  if (app.canary) rows.push({ version: app.canary.version, role: 'canary', health: reportOf(app.canary.version) });
  const listed = new Set(rows.map((row) => row.version));
  const others = reported.filter((entry) => !listed.has(entry.version)).sort((a, b) => b.sessions - a.sessions);
  return [...rows, ...others.map((entry) => ({ version: entry.version, role: 'other' as const, health: entry }))];
}

/** The switches as the history shows them: the latest first. */
export const latestFirst = (switches: readonly ReleaseSwitch[]) => [...switches].reverse();

const DEFAULT_WINDOW: RumWindow = '1h';
const isWindow = (value: string | null): value is RumWindow => value !== null && Object.hasOwn(RUM_WINDOWS, value);

/** The query-string keys of the releases tab's view; they belong to that tab. */
export const RELEASES_VIEW_KEYS = ['window'] as const;

/** The reports' window from the URL (`?window=1d`; the last hour when absent), so a view can be shared. */
export function useRumWindow(): [RumWindow, (window: RumWindow) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('window');
  const span = isWindow(value) ? value : DEFAULT_WINDOW;
  const choose = (next: RumWindow) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === DEFAULT_WINDOW) updated.delete('window');
      else updated.set('window', next);
      return updated;
    });
  return [span, choose];
}
