import { richText } from '@ladrive/i18n/catalogs';
import { useI18n } from '.';

/** Messages with elements inside them; a module apart, for the reason richText's own says. */
export const T = richText({ useI18n });
