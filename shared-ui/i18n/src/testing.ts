import type { Language } from '@ladrive/contracts';
import { setLanguageChoice } from '@ladrive/shared-state';

/** A test's visitor chooses `lang` (null: no choice, the spec's texts); reset it after the test. */
export function chooseLanguageForTest(lang: Language | null): void {
  setLanguageChoice(lang);
}
