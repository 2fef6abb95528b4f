import { message } from '@ladrive/contracts';
import { useContractText } from '@ladrive/i18n/catalogs';
import { useT } from '../i18n';
import { apiErrorMessage, isServiceUnavailable } from './client';

/**
 * `apiErrorMessage` for a component: the API's sentence as it came (already in the visitor's language), or the
 * caller's fallback, or else "Something went wrong" in the part's language. When the site cannot serve (503, or a
 * proxy's 502/504 whose body is a page, not a sentence), the contracts' 'temporarily unavailable, try again'.
 */
export function useApiErrorMessage() {
  const t = useT();
  const tc = useContractText();
  return (error: unknown, fallback: string = t('errors.generic')) =>
    isServiceUnavailable(error) ? tc(message('errors.serviceUnavailable')) : apiErrorMessage(error, fallback);
}
