import { useChosenLanguage } from '@ladrive/i18n';

/**
 * The `lang` of a sentence the API wrote (a refusal, a field's issue): English while nobody has chosen a language,
 * the API's default for every message the host's screens can get; none once they have (the API answers in it).
 */
export function useApiTextLanguage(): 'en' | undefined {
  return useChosenLanguage() === null ? 'en' : undefined;
}
