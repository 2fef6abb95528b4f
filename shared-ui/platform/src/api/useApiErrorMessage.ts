import { SERVICE_UNAVAILABLE } from '@ladrive/contracts';
import { useContractText } from '@ladrive/i18n/catalogs';
import { useT } from '../i18n';
import { apiErrorMessage, apiErrorSentence, isServiceUnavailable } from './client';

/**
 * For a screen that could not load its data: the contracts' 'LA Drive is temporarily unavailable. Try again in a few
 * seconds.' when the site cannot serve (503, or a proxy's 502/504), else the screen's own `fallback`.
 */
export function useLoadFailureMessage() {
  const tc = useContractText();
  return (error: unknown, fallback: string) => (isServiceUnavailable(error) ? tc(SERVICE_UNAVAILABLE) : fallback);
}

/**
 * `apiErrorMessage` for a component: the API's sentence as it came (already in the visitor's language; its 503 says
 * 'temporarily unavailable' itself), or the caller's fallback, or else "Something went wrong" in the part's language.
 * A proxy's 502/503/504 with no API behind it has a page for a body, not a sentence: 'temporarily unavailable' then.
 */
export function useApiErrorMessage() {
  const t = useT();
  const loadFailure = useLoadFailureMessage();
  return (error: unknown, fallback: string = t('errors.generic')) => {
    const sentence = apiErrorSentence(error);
    return sentence ?? loadFailure(error, apiErrorMessage(error, fallback));
  };
}
