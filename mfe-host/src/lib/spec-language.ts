import type { Language } from '@ladrive/contracts';

/**
 * The language the spec writes the host's dashboard in: its pages (their `lang` in remote.ts) and the dialogs they
 * open. It only matters while the visitor has chosen no language.
 */
export const DASHBOARD_LANGUAGE: Language = 'es';
