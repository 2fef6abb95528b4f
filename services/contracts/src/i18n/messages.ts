/**
 * The contracts' messages as ids (docs/notes-i18n-api.md). A schema's or a constant's message is a *message
 * reference*: the id of a text in `en.json` / `es.json` (`'booking.endAfterStart'`), or the id followed by the
 * values of its placeholders as JSON (`'text.tooLong{"max":80}'`). The API turns a reference into the request's
 * language (services/api/src/i18n.ts); the screens through `useContractText()`.
 */

import type { Language } from '../language.ts';
import type en from './en.json';

export type MessageId = keyof typeof en;
/**
 * A placeholder's value: a number, a word, another message reference (said in the same language), or a list of
 * those (said one by one, joined with commas).
 */
export type MessageValues = Readonly<Record<string, string | number | readonly string[]>>;
/** The values as a language's catalog takes them: every reference already said. */
export type SaidValues = Readonly<Record<string, string | number>>;

/** The reference to message `id` with its placeholders' values. */
export const message = (id: MessageId, values?: MessageValues): string =>
  values ? `${id}${JSON.stringify(values)}` : id;

const REFERENCE = /^([a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)+)(\{.*\})?$/s;

/** The id and values of a message reference; null for any other text (it is shown as it is). */
export function parseMessage(text: string): { id: string; values: MessageValues } | null {
  const match = REFERENCE.exec(text);
  if (!match) return null;
  const values = match[2] ? (JSON.parse(match[2]) as MessageValues) : {};
  return { id: match[1]!, values };
}

/**
 * The messages whose default text (what a visitor who chose no language is shown by the API) is Spanish: the
 * spec writes them for Spanish pages. Every other message defaults to its English text.
 */
const SPANISH_BY_DEFAULT: ReadonlySet<string> = new Set<MessageId>([
  'calendarSync.feedBlocked',
  'calendarSync.feedBooked',
  'carPolicy.hasUpcomingTrips',
  'carRules.summaryBookingWindow',
  'carRules.summaryMaxDays',
  'carRules.summaryMinDays',
  'carRules.summaryNotice',
  'cars.notFound',
  'cars.notFoundDetail',
  'cars.removed',
  'cars.removedDetail',
  'hosts.notFound',
  'places.kindAirport',
  'places.kindCity',
  'places.kindNeighbourhood',
  'places.kindZip',
  'search.invalidPrice',
]);

/** The language a message is said in when the request chose none. */
export const defaultLanguageOf = (id: string): Language => (SPANISH_BY_DEFAULT.has(id) ? 'es' : 'en');

/**
 * The text of a message reference, given how to say one id in a language: values that are themselves references
 * are said in the same language first. Text that is no reference (or an unknown id) comes back unchanged.
 */
export function resolveMessage(
  text: string,
  language: Language | null,
  say: (id: string, language: Language, values: SaidValues) => string | undefined,
): string {
  const parsed = parseMessage(text);
  if (!parsed) return text;
  const speak = language ?? defaultLanguageOf(parsed.id);
  const said = (value: string) => resolveMessage(value, speak, say);
  const values = Object.fromEntries(
    Object.entries(parsed.values).map(([name, value]) => [
      name,
      typeof value === 'number' ? value : typeof value === 'string' ? said(value) : value.map(said).join(', '),
    ]),
  );
  return say(parsed.id, speak, values) ?? text;
}
