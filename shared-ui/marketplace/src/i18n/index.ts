import { createCatalogs } from '@ladrive/i18n/catalogs';
import en from './en.json';
import es from './es.json';

/**
 * The widgets' texts. The place field's (search/i18n) and the Privacy Policy's (legal/i18n) are catalogs of their
 * own: the shell's home search form bundles only the first, the booking form and the static page the second.
 */
const catalogs = createCatalogs({ en, es });
export const { useT, translate, useI18n } = catalogs;
