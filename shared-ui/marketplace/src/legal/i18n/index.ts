import { createCatalogs } from '@ladrive/i18n/catalogs';
import en from './en.json';
import es from './es.json';

export const { useT } = createCatalogs({ en, es });
