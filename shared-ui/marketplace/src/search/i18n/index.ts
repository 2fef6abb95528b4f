import { createCatalogs } from '@ladrive/i18n/catalogs';
import en from './en.json';
import es from './es.json';

// `translate`: the messages of a schema built for a given language, outside any component (trip-search.ts)
export const { useT, translate } = createCatalogs({ en, es });
