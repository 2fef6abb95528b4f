import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * A package's catalog: `src/i18n/en.json` or `src/i18n/es.json` (services/contracts' included), or one of a part of
 * the package that only some apps bundle, further down (`src/legal/i18n/en.json` in the marketplace, the shell's
 * greeting in `src/features/navigation/i18n/`).
 */
export const CATALOG_FILE = /[\\/]src[\\/](?:[\w-]+[\\/])*i18n[\\/](?:en|es)\.json$/;

/**
 * A catalog of ICU MessageFormat texts → the same keys with each text parsed (Lingui's compiled form), still JSON.
 * Done at build time so the browser never ships or runs a message parser; a text that does not parse fails the
 * build, naming its key.
 */
export function compileCatalog(source: string): string {
  const texts = JSON.parse(source) as Record<string, unknown>;
  const compiled = Object.fromEntries(
    Object.entries(texts).map(([id, text]) => {
      if (typeof text !== 'string') throw new Error(`Catalog message "${id}" is not a string`);
      try {
        return [id, compileMessageOrThrow(text)];
      } catch (error) {
        throw new Error(`Catalog message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`);
      }
    }),
  );
  return JSON.stringify(compiled);
}

/** The same step for Vitest (a Vite plugin): tests run the catalogs the browser gets. */
export const compiledCatalogs = () => ({
  name: 'ladrive:compiled-catalogs',
  enforce: 'pre' as const,
  transform(code: string, id: string) {
    return CATALOG_FILE.test(id.split('?')[0]!) ? { code: compileCatalog(code), map: null } : undefined;
  },
});
