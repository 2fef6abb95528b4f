import { resolveMessage } from '@ladrive/contracts';
import en from '@ladrive/contracts/i18n/en.json' with { type: 'json' };
import es from '@ladrive/contracts/i18n/es.json' with { type: 'json' };
import { createCatalogs } from './catalogs';
import { useLanguage } from './language';

const contracts = createCatalogs({ en, es });

const isContractMessage = (message: string): message is keyof typeof en => Object.hasOwn(en, message);

/**
 * The contracts' messages on screen (a schema's field message, a booking refusal): a message reference of the
 * contracts' catalog (an id, or an id with its values: `text.tooLong{"max":80}`) is shown in the language of this
 * part of the page; any other text (the API's, already in the visitor's language) passes through as it is.
 */
export function useContractText(): (message: string, values?: Record<string, unknown>) => string {
  const language = useLanguage();
  return (message, values) =>
    values && isContractMessage(message)
      ? contracts.translate(language)(message, values)
      : resolveMessage(message, language, (id, lang, own) =>
          isContractMessage(id) ? contracts.translate(lang)(id, own) : undefined,
        );
}
