import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './orm.ts';
import { withMigrationListed } from './register-migration.ts';

const index = await readFile(`${MIGRATIONS_DIR}index.ts`, 'utf8');

describe('withMigrationListed', () => {
  it('imports a generated migration and lists it last, once', () => {
    const listed = withMigrationListed(index, 'Migration20991231000000_new_rate');
    expect(listed).toContain(
      ".ts';\nimport { Migration20991231000000_new_rate } from './Migration20991231000000_new_rate.ts';\n\ntype MigrationClass",
    );
    expect(listed.replace(/.*new_rate.*\n/g, '')).toBe(index);
    expect(listed.trimEnd()).toMatch(
      /\{ name: 'Migration20991231000000_new_rate', class: Migration20991231000000_new_rate \},\n\];$/,
    );
    expect(withMigrationListed(listed, 'Migration20991231000000_new_rate')).toBe(listed);
  });
});
