import { createCatalogs } from '@ladrive/i18n/catalogs';
import en from './en.json';
import es from './es.json';

const catalogs = createCatalogs({ en, es });

export const { useT, translate, useI18n } = catalogs;

/** This package's `t`: content modules take it to write their texts in the language of the page. */
export type Translator = ReturnType<typeof useT>;
