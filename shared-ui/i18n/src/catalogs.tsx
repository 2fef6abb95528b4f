import { type Language, LOCALE_OF } from '@ladrive/contracts';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { use } from 'react';
import { useLanguage } from './language';

/** A catalog as the build hands it over: its texts, or the import that loads them (a chunk of their own). */
type Catalog<Ids extends string> = Record<Ids, string> | (() => Promise<{ default: Record<Ids, string> }>);

/** A package's catalogs: the English one's keys are the package's message ids; the Spanish one has every one. */
export interface Catalogs<Ids extends string> {
  en: Catalog<Ids>;
  es: Catalog<NoInfer<Ids>>;
}

export type Values = Record<string, unknown>;

/** A message in the language it is given, from a package's catalogs. */
export type Translate<Ids extends string> = (id: Ids, values?: Values) => string;

/**
 * `promise` with the fields React's `use` reads on a thenable (`status`, `value`, `reason`), kept as it settles: a
 * promise `use` finds fulfilled is read at once instead of suspending for a tick (as react-query's thenables do).
 */
function readableByUse<T>(promise: Promise<T>): Promise<T> {
  const thenable: Promise<T> & { status?: string; value?: T; reason?: unknown } = promise;
  thenable.status = 'pending';
  promise.then(
    (value) => Object.assign(thenable, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(thenable, { status: 'rejected', reason }),
  );
  return promise;
}

function instanceFor(lang: Language, messages: Record<string, string>): I18n {
  // The build compiled each text (catalog-loader): the JSON's declared strings arrive parsed.
  return setupI18n({ locale: lang, locales: [LOCALE_OF[lang]], messages: { [lang]: messages as unknown as Messages } });
}

/**
 * One package's texts in both languages (each app and each shared package calls this once, in its
 * `src/i18n/index.ts`, and bundles it: every remote ships its catalogs with its own release). The language they
 * speak comes from the page (`useLanguage`, shared by every app), so a choice made anywhere turns every remote's
 * texts at once. A catalog given as an import loads when first needed (`load`); `useT` suspends until then.
 */
export function createCatalogs<Ids extends string>(catalogs: Catalogs<Ids>) {
  const made: Partial<Record<Language, I18n>> = {};
  const loading: Partial<Record<Language, Promise<I18n>>> = {};

  /** The catalog of `lang`, loaded once. */
  function load(lang: Language): Promise<I18n> {
    const catalog = catalogs[lang];
    const ready = (messages: Record<string, string>) => {
      made[lang] = instanceFor(lang, messages);
      return made[lang];
    };
    loading[lang] ??=
      typeof catalog === 'function'
        ? readableByUse(catalog().then(({ default: messages }) => ready(messages)))
        : Promise.resolve(ready(catalog));
    return loading[lang];
  }
  for (const lang of ['en', 'es'] as const) if (typeof catalogs[lang] !== 'function') void load(lang);

  /** The languages whose catalog a component has suspended on: React was handed their promise while it loaded. */
  const waitedFor = new Set<Language>();

  /**
   * The catalog of `lang` for a component: suspends while it loads. A catalog some component suspended on is read
   * through `use` from then on (its promise read at once once in): skipping `use` when React replayed that component
   * called its next hooks with the wrong dispatcher (React error 467, recovered by rendering the whole root again).
   * A catalog in before any component asked for it is returned as it is: `use` on every render of every text cost the
   * landing page's first render about 300 ms of a throttled phone's CPU (bench:long-tasks, session 37).
   */
  function useI18n(lang: Language): I18n {
    const loaded = made[lang];
    if (loaded && !waitedFor.has(lang)) return loaded;
    if (!loaded) waitedFor.add(lang);
    return use(load(lang));
  }

  /** The package's messages in the language this part of the page is shown in. */
  function useT(): Translate<Ids> {
    const i18n = useI18n(useLanguage());
    return (id, values) => i18n._(id, values);
  }

  /** The catalog of a loaded language, outside a component. */
  function instance(lang: Language): I18n {
    const i18n = made[lang];
    if (!i18n) throw new Error(`The ${lang} catalog is not loaded`);
    return i18n;
  }

  /** The package's messages in a loaded language, outside a component (tests, a schema built for one language). */
  const translate =
    (lang: Language): Translate<Ids> =>
    (id, values) =>
      instance(lang)._(id, values);

  return { useT, translate, load, useI18n, instance };
}
