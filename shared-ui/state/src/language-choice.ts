import type { Language } from '@ladrive/contracts';
import { createStore, useStore } from 'zustand';

/**
 * The language the visitor chose, or null while they have chosen none (every screen then shows the spec's texts,
 * its own mix of English and Spanish). It lives here, in the store every app shares as a singleton, so a choice
 * made in the shell's header turns every remote on screen at once, without a reload.
 */
export interface LanguageChoiceState {
  choice: Language | null;
}

const store = createStore<LanguageChoiceState>(() => ({ choice: null }));
// A server render reads a store's initial state (React's server snapshot); the shell's frame, rendered at build time
// once per language (shell/src/frame), must read the choice it is rendered for. A browser never renders on a server.
store.getInitialState = store.getState;

/** The visitor's choice as a hook (`useLanguageChoice((state) => state.choice)`), with the store's methods. */
export const useLanguageChoice = Object.assign(
  <Selected>(selector: (state: LanguageChoiceState) => Selected): Selected => useStore(store, selector),
  store,
);

/** The shell: the visitor's choice (from the `lang` cookie at start, from the language menu, from the account). */
export function setLanguageChoice(choice: Language | null): void {
  useLanguageChoice.setState({ choice });
}
