/**
 * The migrations are listed by hand in migrations/index.ts (the API runs its TypeScript sources, so the
 * migrator gets classes, not a folder to scan): this adds a class src/create-migration.ts has just written,
 * so a generated migration (a changed rate's, say) needs no edit of its own.
 */
const LIST_END = '\n];';

/** `index` (the source of migrations/index.ts) with `className` imported and appended to the list; as is if there. */
export function withMigrationListed(index: string, className: string): string {
  const importLine = `import { ${className} } from './${className}.ts';\n`;
  if (index.includes(importLine)) return index;
  const imports = index.indexOf('\ntype MigrationClass');
  const listEnd = index.lastIndexOf(LIST_END);
  if (imports < 0 || listEnd < imports) throw new Error('migrations/index.ts is not in the expected shape');
  const entry = `  { name: '${className}', class: ${className} },\n`;
  const before = index.slice(0, imports).trimEnd();
  return `${before}\n${importLine}${index.slice(imports, listEnd + 1)}${entry}${index.slice(listEnd + 1)}`;
}
