import type { Language } from '@ladrive/contracts';
import { create } from 'zustand';

/**
 * The language the visitor chose, or null while they have chosen none (every screen then shows the spec's texts,
 * its own mix of English and Spanish). It lives here, in the store every app shares as a singleton, so a choice
 * made in the shell's header turns every remote on screen at once, without a reload.
 */
export interface LanguageChoiceState {
  choice: Language | null;
}

export const useLanguageChoice = create<LanguageChoiceState>(() => ({ choice: null }));

/** The shell: the visitor's choice (from the `lang` cookie at start, from the language menu, from the account). */
export function setLanguageChoice(choice: Language | null): void {
  useLanguageChoice.setState({ choice });
}
