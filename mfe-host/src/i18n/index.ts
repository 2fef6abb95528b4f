import { createCatalogs } from '@ladrive/i18n';
import en from './en.json';
import es from './es.json';

export const { useT, T, translate } = createCatalogs({ en, es });
