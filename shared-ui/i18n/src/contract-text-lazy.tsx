import type { Language } from '@ladrive/contracts';
import type { I18n } from '@lingui/core';
import { Suspense } from 'react';
import { createCatalogs } from './catalogs';
import { isContractReference, sayContractMessage } from './contract-reference';
import { useLanguage } from './language';

/**
 * The contracts' catalogs as chunks of their own, for the screens every app carries (a field's error, a toast): the
 * shell, on every page, downloads them only when one of their messages is shown. (A remote's own screens use
 * `useContractText`, whose catalogs its bundle holds; both resolve to the same module there, loaded once.)
 */
const contracts = createCatalogs<string>({
  en: () => import('@ladrive/contracts/i18n/en.json', { with: { type: 'json' } }),
  es: () => import('@ladrive/contracts/i18n/es.json', { with: { type: 'json' } }),
});

type SayContractMessage = (message: string, values?: Record<string, unknown>) => string;

const sayIn =
  (lang: Language, i18n: I18n): SayContractMessage =>
  (message, values) =>
    sayContractMessage(message, lang, (id) => (id in i18n.messages ? i18n : undefined), values);

function Said({ message, lang }: { message: string; lang: Language }) {
  return sayIn(lang, contracts.useI18n(lang))(message);
}

/**
 * `useContractText` with only the catalog of the part's language, loaded when the component first renders: it
 * suspends until the catalog is in. For a screen that may say a contracts message at once (a car's trip rules).
 */
export function useContractTextOnDemand(): SayContractMessage {
  const lang = useLanguage();
  return sayIn(lang, contracts.useI18n(lang));
}

/** The contracts' messages in `lang` once its catalog is in: for a message said after a request (a toast). */
export async function loadContractText(lang: Language): Promise<SayContractMessage> {
  return sayIn(lang, await contracts.load(lang));
}

/**
 * A message that may be a contracts reference (a schema's field message, the admin's 'Access Denied'), in the
 * language of this part of the page; any other text (the API's, already in the visitor's language) as it came.
 * While the catalog loads (a few milliseconds, once) the message waits, alone.
 */
export function ContractText({ message }: { message: string }) {
  const lang = useLanguage();
  if (!isContractReference(message)) return message;
  return (
    <Suspense fallback={null}>
      <Said message={message} lang={lang} />
    </Suspense>
  );
}
