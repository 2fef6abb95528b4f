import { createCatalogs } from '@ladrive/i18n';
import en from './en.json';
import es from './es.json';

export const { useT, T } = createCatalogs({ en, es });

/** The id of one of this remote's messages (tables of labels hold ids and are translated where rendered). */
export type MessageId = keyof typeof en;
