import en from '@ladrive/contracts/i18n/en.json' with { type: 'json' };
import es from '@ladrive/contracts/i18n/es.json' with { type: 'json' };
import { createCatalogs } from './catalogs';

const contracts = createCatalogs({ en, es });

const isContractMessage = (message: string): message is keyof typeof en => Object.hasOwn(en, message);

/**
 * The contracts' messages on screen (a schema's field message, a booking refusal): an id of the contracts'
 * catalog is shown in the language of this part of the page; any other text (the API's, already in the
 * visitor's language) passes through as it is.
 */
export function useContractText(): (message: string, values?: Record<string, unknown>) => string {
  const t = contracts.useT();
  return (message, values) => (isContractMessage(message) ? t(message, values) : message);
}
