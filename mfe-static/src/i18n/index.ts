import { createCatalogs } from '@ladrive/i18n';
import en from './en.json';
import es from './es.json';

export const { useT, T, translate } = createCatalogs({ en, es });

/** This package's `t`: content modules take it to write their texts in the language of the page. */
export type Translator = ReturnType<typeof useT>;
