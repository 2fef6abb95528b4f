import { createCatalogs } from '@ladrive/i18n';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };

export const { useT, T, translate } = createCatalogs({ en, es });

/** An id of the shell's messages. */
export type ShellMessage = keyof typeof en;
