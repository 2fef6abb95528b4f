import { type Language, LOCALE_OF } from '@ladrive/contracts';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import type { ReactNode } from 'react';
import { useLanguage } from './language';

/** A package's catalogs: the English one's keys are the package's message ids; the Spanish one has every one. */
export interface Catalogs<Ids extends string> {
  en: Record<Ids, string>;
  es: Record<NoInfer<Ids>, string>;
}

export type Values = Record<string, unknown>;

/** A message in the language it is given, from a package's catalogs. */
export type Translate<Ids extends string> = (id: Ids, values?: Values) => string;

export interface TProps<Ids extends string> {
  id: Ids;
  values?: Values;
  /** The elements of a message's numbered tags: `Read the <0>Terms</0>` with `[<Link to=… />]`. */
  components?: ReactNode[];
}

function instanceFor(lang: Language, messages: Record<string, string>): I18n {
  // The build compiled each text (catalog-loader): the JSON's declared strings arrive parsed.
  return setupI18n({ locale: lang, locales: [LOCALE_OF[lang]], messages: { [lang]: messages as unknown as Messages } });
}

/**
 * One package's texts in both languages (each app and each shared package calls this once, in its
 * `src/i18n/index.ts`). Every remote ships its catalogs with its own release; the language they speak comes
 * from the page (`useLanguage`), so a choice made anywhere turns every remote's texts at once.
 */
export function createCatalogs<Ids extends string>(catalogs: Catalogs<Ids>) {
  const made: Record<Language, I18n> = { en: instanceFor('en', catalogs.en), es: instanceFor('es', catalogs.es) };
  const translators: Record<Language, Translate<Ids>> = {
    en: (id, values) => made.en._(id, values),
    es: (id, values) => made.es._(id, values),
  };

  /** The package's messages in the language this part of the page is shown in. */
  function useT(): Translate<Ids> {
    return translators[useLanguage()];
  }

  /** A message with elements inside it (a link in a sentence), in the language of this part of the page. */
  function T({ id, values, components }: TProps<Ids>) {
    const i18n = made[useLanguage()];
    return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />;
  }

  /** The package's messages in a given language, outside a component (the catalogs' own tests). */
  const translate = (lang: Language): Translate<Ids> => translators[lang];

  return { useT, T, translate };
}
