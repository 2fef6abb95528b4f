import { useContractText } from '@ladrive/i18n/catalogs';

/**
 * A form field's message in the part's language: a contracts rule (an id) is translated, the API's sentence
 * (already in the visitor's language) passes through; no message, no error.
 */
export function useFieldMessage() {
  const tc = useContractText();
  return (message: string | undefined) => (message === undefined ? undefined : tc(message));
}
