import { SERVICE_UNAVAILABLE } from '@ladrive/contracts';
import { ContractText } from '@ladrive/i18n/catalogs';
import type { ReactNode } from 'react';
import { isServiceUnavailable } from './client';

/**
 * For a screen that could not load its data: the contracts' 'LA Drive is temporarily unavailable. Try again in a few
 * seconds.' when the site cannot serve (503, or a proxy's 502/504), else the screen's own `fallback`. An element, not
 * a string, and a module apart from useApiErrorMessage: the contracts' catalog loads only when the sentence shows, so
 * a screen that loads its data carries none of it (issue 28: JS ≤ 200 kB on a signed-in page).
 */
export function useLoadFailureMessage() {
  return (error: unknown, fallback: string): ReactNode =>
    isServiceUnavailable(error) ? <ContractText message={SERVICE_UNAVAILABLE} /> : fallback;
}
