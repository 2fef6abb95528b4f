import { resolveMessage } from '@ladrive/contracts';
import en from '@ladrive/contracts/i18n/en.json';
import es from '@ladrive/contracts/i18n/es.json';
import { createCatalogs } from '@ladrive/i18n/catalogs';

const contracts = createCatalogs({ en, es });
const say = contracts.translate('en');

/**
 * A contracts message (an id, or an id with its values) as an English screen shows it: the spec's text the tests
 * look for. Any other text comes back as it is.
 */
export const inEnglish = (message: string): string =>
  resolveMessage(message, 'en', (id, _language, values) =>
    Object.hasOwn(en, id) ? say(id as keyof typeof en, values) : undefined,
  );

/** A refusal's title and description (a toast's), in English. */
export const problemInEnglish = (problem: { title: string; description: string } | null) =>
  problem && { title: inEnglish(problem.title), description: inEnglish(problem.description) };
