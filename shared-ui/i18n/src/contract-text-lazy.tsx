import type { Language } from '@ladrive/contracts';
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

function Said({ message, lang }: { message: string; lang: Language }) {
  const i18n = contracts.useI18n(lang);
  return sayContractMessage(message, lang, (id) => (id in i18n.messages ? i18n : undefined));
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
