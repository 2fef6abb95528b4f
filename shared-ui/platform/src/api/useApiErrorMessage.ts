import { useT } from '../i18n';
import { apiErrorMessage } from './client';

/**
 * `apiErrorMessage` for a component: the API's sentence as it came (already in the visitor's language), or the
 * caller's fallback, or else "Something went wrong" in the part's language.
 */
export function useApiErrorMessage() {
  const t = useT();
  return (error: unknown, fallback: string = t('errors.generic')) => apiErrorMessage(error, fallback);
}
