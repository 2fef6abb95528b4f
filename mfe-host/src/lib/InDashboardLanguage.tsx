import { PageLanguage } from '@ladrive/i18n';
import type { ReactNode } from 'react';
import { DASHBOARD_LANGUAGE } from './spec-language';

/**
 * A part of the host's dashboard, in the dashboard's spec language wherever it is rendered (the shell says the same
 * for the page; a dialog rendered on its own, as in its tests, says it here).
 */
export function InDashboardLanguage({ children }: { children: ReactNode }) {
  return <PageLanguage lang={DASHBOARD_LANGUAGE}>{children}</PageLanguage>;
}
