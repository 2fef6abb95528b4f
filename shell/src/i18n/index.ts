import { createCatalogs } from '@ladrive/i18n/catalogs';
import type en from './en.json';

/**
 * The shell's texts. Each language is a chunk of its own, loaded before the first paint (start.tsx) or before a
 * choice turns the page (useChooseLanguage): every page carries the shell, so a visitor downloads only the
 * catalog they read (issue 25's budget for the landing page). The chunks are named (CATALOG_CHUNK) so the frame
 * pages preload the one of their language (write-frames.ts): the first render waits for it.
 */
export const shellCatalogs = createCatalogs<keyof typeof en>({
  en: () => import(/* webpackChunkName: "shell-catalog-en" */ './en.json', { with: { type: 'json' } }),
  es: () => import(/* webpackChunkName: "shell-catalog-es" */ './es.json', { with: { type: 'json' } }),
});

export const { useT, translate } = shellCatalogs;

/** An id of the shell's messages. */
export type ShellMessage = keyof typeof en;
