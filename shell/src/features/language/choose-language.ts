import type { Language } from '@ladrive/contracts';
import { api, SESSION_QUERY_KEY, setLanguageChoice, toast, useLanguageChoice, useSession } from '@ladrive/platform';
import { useQueryClient } from '@ladrive/server-state';
import { useEffect } from 'react';
import { shellCatalogs, useT } from '../../i18n';
import { rememberLanguage } from './language-cookie';

/** Each language's name in itself: what the menu offers, whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * Choosing a language: every app on screen turns at once (the shared store), the cookie keeps it for the next
 * visit and for the API, and a signed-in user's account keeps it for emails and other devices.
 */
export function useChooseLanguage(): (lang: Language) => Promise<void> {
  const t = useT();
  const session = useSession();
  const queryClient = useQueryClient();
  // chosen before the session's answer, the choice waits for it: the account keeps it all the same, and the
  // account's older language does not turn the page back when the answer comes (useAccountLanguage)
  const keepOnAccount = async (lang: Language) => {
    try {
      const user = await session.whenKnown();
      if (!user) return;
      queryClient.setQueryData(SESSION_QUERY_KEY, { ...user, language: lang });
      await api.put('account/language', { json: { language: lang } });
    } catch {
      toast({ title: t('language.saveFailed'), variant: 'destructive' });
    }
  };
  // resolves once the page has turned (the menu closes then); the account is saved after, in the background
  return async (lang) => {
    // the shell's catalog first (the remotes bundle theirs), so the page turns at once, never blank in between
    await shellCatalogs.load(lang);
    rememberLanguage(lang);
    setLanguageChoice(lang);
    void keepOnAccount(lang);
  };
}

/**
 * A signed-in account's language wins when the session arrives (a new sign-in on another device): the page turns
 * to it and the cookie remembers it. Later choices go the other way (useChooseLanguage).
 */
export function useAccountLanguage(): void {
  const { user } = useSession();
  const accountLanguage = user?.language ?? null;
  useEffect(() => {
    if (!accountLanguage || accountLanguage === useLanguageChoice.getState().choice) return;
    rememberLanguage(accountLanguage);
    void shellCatalogs.load(accountLanguage).then(() => setLanguageChoice(accountLanguage));
  }, [accountLanguage]);
}
