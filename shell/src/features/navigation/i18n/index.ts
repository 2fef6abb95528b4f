import { createCatalogs } from '@ladrive/i18n/catalogs';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };

/**
 * The greeting's texts, both languages in the shell's entry (a few dozen bytes): the spec writes the greeting in
 * Spanish in the English header, so with the shell's catalogs (one chunk per language) every signed-in page of a
 * visitor who has chosen no language downloaded the whole Spanish catalog for it (2.9 kB) and showed the bare name
 * until it came.
 */
export const { useT: useGreetingT } = createCatalogs({ en, es });
