import type { Translate } from '@ladrive/i18n/catalogs';
import type { Locale } from '@uppy/core/utils';
import type { useT } from '../../../i18n';

type MessageId = Parameters<ReturnType<typeof useT>>[0];

/**
 * Uppy's texts the listing's uploader can show (its core's refusals of a file; the dialog around it is ours), each
 * with the placeholders Uppy fills in itself. Their words are the catalog's `uppy.*` messages.
 */
const TEXTS = {
  exceedsSize: ['file', 'size'],
  youCanOnlyUploadFileTypes: ['types'],
  noMoreFilesAllowed: [],
  noDuplicates: ['fileName'],
  failedToUpload: ['file'],
  noInternetConnection: [],
  connectedToInternet: [],
  additionalRestrictionsFailed: ['count'],
} as const satisfies Record<string, readonly string[]>;

/** Uppy's texts that depend on a count (its `%{smart_count}`): one form for one, one for more. */
const COUNTED_TEXTS = {
  youCanOnlyUploadX: [],
  addBulkFilesFailed: [],
} as const satisfies Record<string, readonly string[]>;

/** The placeholders left for Uppy, passed through a message as its values. */
const leftForUppy = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, `%{${name}}`]));

/** One and more (English and Spanish agree: 1 is singular, everything else plural). */
const ONE = 0;
const MORE = 1;

/** Uppy's locale in the language of `t`: the uploader speaks like the form around it. */
export function uppyLocale(t: Translate<MessageId>): Locale<0 | 1> {
  const strings: Locale<0 | 1>['strings'] = {};
  for (const [key, names] of Object.entries(TEXTS)) {
    strings[key] = t(`uppy.${key}` as MessageId, leftForUppy(names));
  }
  for (const [key, names] of Object.entries(COUNTED_TEXTS)) {
    const values = { ...leftForUppy(names), n: '%{smart_count}' };
    strings[key] = {
      [ONE]: t(`uppy.${key}` as MessageId, { ...values, count: 1 }),
      [MORE]: t(`uppy.${key}` as MessageId, { ...values, count: 2 }),
    };
  }
  return { strings, pluralize: (count) => (count === 1 ? ONE : MORE) };
}
