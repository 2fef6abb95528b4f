import { richText } from '@ladrive/i18n/catalogs';
import { useI18n } from '.';

/**
 * Messages with elements inside them (a link in a sentence). A module of its own, imported only by the components
 * that show one: a page without any does not download Lingui's React part (2 kB).
 */
export const T = richText({ useI18n });
