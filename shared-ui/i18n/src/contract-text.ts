import type { Language } from '@ladrive/contracts';
import en from '@ladrive/contracts/i18n/en.json' with { type: 'json' };
import es from '@ladrive/contracts/i18n/es.json' with { type: 'json' };
import { createCatalogs } from './catalogs';
import { sayContractMessage } from './contract-reference';
import { useLanguage } from './language';

/** The contracts' catalogs in the bundle: a remote's own screens show their messages at once. */
const contracts = createCatalogs({ en, es });

/**
 * The contracts' messages in `language`, outside a component (a test, a schema built for one language): a message
 * reference of the contracts' catalog becomes its text; any other text passes through as it is.
 */
export function contractText(language: Language): (message: string, values?: Record<string, unknown>) => string {
  const known = (id: string) => Object.hasOwn(en, id);
  return (message, values) =>
    sayContractMessage(message, language, (id) => (known(id) ? contracts.instance(language) : undefined), values);
}

/**
 * The contracts' messages on screen (a schema's field message, a booking refusal), in the language of this part of
 * the page; any other text (the API's, already in the visitor's language) passes through as it is.
 */
export function useContractText(): (message: string, values?: Record<string, unknown>) => string {
  return contractText(useLanguage());
}
