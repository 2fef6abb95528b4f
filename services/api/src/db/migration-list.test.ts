import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { registerMigration } from './migration-list.ts';

const INDEX = new URL('./migrations/index.ts', import.meta.url);

describe('registerMigration (create-migration.ts)', () => {
  it('imports the new class after the others and lists it last', async () => {
    const source = await readFile(INDEX, 'utf8');
    const updated = registerMigration(source, 'Migration20991231235959_next');
    const lines = updated.split('\n');
    const lastImport = lines.findLastIndex((line) => line.startsWith('import '));
    expect(lines[lastImport]).toBe("import { Migration20991231235959_next } from './Migration20991231235959_next.ts';");
    const listEnd = lines.lastIndexOf('];');
    expect(lines[listEnd - 1]).toBe("  { name: 'Migration20991231235959_next', class: Migration20991231235959_next },");
    // nothing else moves
    expect(lines.filter((_, i) => i !== lastImport && i !== listEnd - 1).join('\n')).toBe(source);
  });

  it('follows an import that the formatter wrapped', () => {
    const source = [
      "import type { Migration } from '@mikro-orm/migrations';",
      'import {',
      '  Migration20260101000000_a_name_long_enough_to_be_wrapped,',
      "} from './Migration20260101000000_a_name_long_enough_to_be_wrapped.ts';",
      '',
      'export const migrationsList = [',
      "  { name: 'Migration20260101000000_a_name_long_enough_to_be_wrapped', class: Migration20260101000000_a_name_long_enough_to_be_wrapped },",
      '];',
      '',
    ].join('\n');
    const updated = registerMigration(source, 'Migration20260102000000_b').split('\n');
    expect(updated[4]).toBe("import { Migration20260102000000_b } from './Migration20260102000000_b.ts';");
    expect(updated.at(-3)).toBe("  { name: 'Migration20260102000000_b', class: Migration20260102000000_b },");
  });

  it('refuses a name that is no migration class, one listed already, and a list it does not recognise', async () => {
    const source = await readFile(INDEX, 'utf8');
    expect(() => registerMigration(source, 'drop table car')).toThrow('Not a migration class name');
    expect(() => registerMigration(source, 'Migration20261121142332_init')).toThrow('registered already');
    expect(() => registerMigration('export const list = [];\n', 'Migration20991231235959_next')).toThrow(
      'no longer has the shape',
    );
  });
});
