// @vitest-environment node
/**
 * Every app's texts come from catalogs, and both catalogs of a package say the same things: the same ids, with the
 * same placeholders and tags. (JSX text is checked by Biome's noJsxLiterals in `pnpm lint`; a message used but
 * missing fails typecheck, since each package's `t` takes only its catalog's ids.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CATALOG_FILE } from './compile-catalog.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FRONT_ENDS = ['shell', 'mfe-search', 'mfe-booking', 'mfe-host', 'mfe-admin', 'mfe-static', 'shared-ui'];

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const catalogDirs = [...FRONT_ENDS, 'services/contracts']
  .flatMap((dir) => filesUnder(join(ROOT, dir), (path) => CATALOG_FILE.test(path) && path.endsWith('en.json')))
  .map((path) => join(path, '..'));

/** A message's placeholders and numbered tags, whatever the language's words around them. */
function slotsOf(text: string): string[] {
  const slots = new Set<string>([...text.matchAll(/<(\d+)\/?>/g)].map(([, tag]) => `<${tag}>`));
  // a compiled message is a list of texts and tokens; a token is [name, format?, choices?], each choice a message
  const walk = (message: unknown): void => {
    if (!Array.isArray(message)) return;
    for (const part of message) {
      if (!Array.isArray(part)) continue;
      const [name, , choices] = part;
      slots.add(String(name));
      if (choices && typeof choices === 'object') Object.values(choices).forEach(walk);
    }
  };
  walk(compileMessageOrThrow(text));
  return [...slots].sort();
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;

describe('the catalogs', () => {
  it('exist for every app', () => {
    const apps = catalogDirs.map((dir) => relative(ROOT, dir).split(/[\\/]/)[0]);
    expect(apps).toEqual(expect.arrayContaining(['shell', 'services']));
  });

  it.each(catalogDirs.map((dir) => [relative(ROOT, dir), dir]))(
    '%s: English and Spanish have the same ids, placeholders and tags',
    (_, dir) => {
      const en = read(join(dir, 'en.json'));
      const es = read(join(dir, 'es.json'));
      expect({ onlyInSpanish: Object.keys(es).filter((id) => !(id in en)) }).toEqual({ onlyInSpanish: [] });
      expect({ onlyInEnglish: Object.keys(en).filter((id) => !(id in es)) }).toEqual({ onlyInEnglish: [] });
      const differing = Object.keys(en)
        .filter((id) => id in es && slotsOf(en[id]!).join() !== slotsOf(es[id]!).join())
        .map((id) => `${id}: ${slotsOf(en[id]!).join()} ≠ ${slotsOf(es[id]!).join()}`);
      expect(differing).toEqual([]);
    },
  );
});

describe('the screens', () => {
  // A person reads or hears these attributes: their text comes from a catalog, never from a literal.
  const SPOKEN_ATTRIBUTE = /\s(aria-label|aria-description|aria-valuetext|alt|title|placeholder|label)="([^"]*)"/g;
  const screens = FRONT_ENDS.flatMap((dir) =>
    filesUnder(
      join(ROOT, dir),
      (path) => /[\\/]src[\\/].+\.tsx$/.test(path) && !/\.test\.tsx$|[\\/]testing[\\/]/.test(path),
    ),
  );

  it('give no literal text to an attribute a person reads or hears', () => {
    const literals = screens.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(SPOKEN_ATTRIBUTE)]
        .filter(([, , text]) => /\p{L}/u.test(text!))
        .map(([attribute]) => `${relative(ROOT, path)}:${attribute!.trim()}`),
    );
    expect(literals).toEqual([]);
  });
});
