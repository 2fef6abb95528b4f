import { createCatalogs } from '@ladrive/i18n/catalogs';
import en from './en.json';
import es from './es.json';

const catalogs = createCatalogs({ en, es });

export const { useT, translate, useI18n } = catalogs;
