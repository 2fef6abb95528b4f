/**
 * The migrator runs the explicit list in `migrations/index.ts` (no glob, no loader detection): a new
 * migration is registered there, after every existing one, by `create-migration.ts` that writes it.
 */

/** `index.ts`'s source with the migration class `className` (its file `./<className>.ts`) imported and listed last. */
export function registerMigration(indexSource: string, className: string): string {
  if (!/^Migration\d{14}_\w+$/.test(className)) throw new Error(`Not a migration class name: ${className}`);
  if (indexSource.includes(`'./${className}.ts'`)) throw new Error(`${className} is registered already`);
  const lastImportEnd = [...indexSource.matchAll(/^.*from '\.\/Migration\w+\.ts';\n/gm)].at(-1);
  const listEnd = indexSource.lastIndexOf('\n];');
  if (!lastImportEnd || listEnd < 0 || !indexSource.includes('export const migrationsList')) {
    throw new Error('migrations/index.ts no longer has the shape create-migration.ts edits');
  }
  const afterImports = lastImportEnd.index + lastImportEnd[0].length;
  return [
    indexSource.slice(0, afterImports),
    `import { ${className} } from './${className}.ts';\n`,
    indexSource.slice(afterImports, listEnd + 1),
    `  { name: '${className}', class: ${className} },\n`,
    indexSource.slice(listEnd + 1),
  ].join('');
}
