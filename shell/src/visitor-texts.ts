import { setLanguageChoice } from '@ladrive/shared-state';
import { languageFromCookie } from './features/language/language-cookie';
import { shellCatalogs } from './i18n';

/**
 * Takes the visitor's language choice from the cookie and loads the shell's texts in it (with no choice, the spec's
 * English), so no page shows in another language first. The entry starts it before the app's modules evaluate: the
 * catalog downloads meanwhile, and the first render waits for it (start.tsx).
 */
export function loadVisitorTexts(): Promise<unknown> {
  const choice = languageFromCookie();
  setLanguageChoice(choice);
  return shellCatalogs.load(choice ?? 'en');
}
