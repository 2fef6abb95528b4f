import { createCatalogs } from '@ladrive/i18n';
import en from './en.json';
import es from './es.json';

// `translate`: the messages of a schema built for a given language, outside any component (trip-search.ts)
export const { useT, T, translate } = createCatalogs({ en, es });
