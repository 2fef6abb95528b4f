import { SERVICE_UNAVAILABLE } from '@ladrive/contracts';
import { useContractText } from '@ladrive/i18n/catalogs';
import { useT } from '../i18n';
import { sayApiError } from './client';

/**
 * `apiErrorMessage` for a component: the API's sentence as it came (already in the visitor's language; its 503 says
 * 'temporarily unavailable' itself), or the caller's fallback, or else "Something went wrong" in the part's language.
 * A proxy's 502/503/504 with no API behind it has a page for a body, not a sentence: the contracts' 'LA Drive is
 * temporarily unavailable. Try again in a few seconds.' then.
 */
export function useApiErrorMessage() {
  const t = useT();
  const tc = useContractText();
  return (error: unknown, fallback: string = t('errors.generic')) =>
    sayApiError(error, fallback, () => tc(SERVICE_UNAVAILABLE));
}
