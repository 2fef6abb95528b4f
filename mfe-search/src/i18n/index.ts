import { createCatalogs, type Translate } from '@ladrive/i18n/catalogs';
import en from './en.json';
import es from './es.json';

const catalogs = createCatalogs({ en, es });
export const { useT, translate, useI18n } = catalogs;

/** The id of one of this remote's messages (tables of labels hold ids and are translated where they are shown). */
export type MessageId = keyof typeof en;
export type Translator = Translate<MessageId>;
