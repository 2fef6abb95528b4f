import { SERVICE_UNAVAILABLE } from '@ladrive/contracts';
import { useLanguage } from '@ladrive/i18n';
import { loadContractText } from '@ladrive/i18n/catalogs';
import { useT } from '../i18n';
import { sayApiError } from './client';

/**
 * `useApiErrorMessage` for a sentence said once a request has failed (a toast): the same sentence, as a promise. The
 * contracts' catalog, for the 503 sentence, loads then, in the part's language alone; `useApiErrorMessage`'s module
 * holds both catalogs (18 kB compressed), which a page with a button that may fail would otherwise carry (issue 28).
 */
export function useAsyncApiErrorMessage() {
  const t = useT();
  const lang = useLanguage();
  return async (error: unknown, fallback: string = t('errors.generic')): Promise<string> =>
    sayApiError(error, fallback, () =>
      // the catalog's own download may fail too (the site unreachable): the toast still says something
      loadContractText(lang).then(
        (say) => say(SERVICE_UNAVAILABLE),
        () => fallback,
      ),
    );
}
