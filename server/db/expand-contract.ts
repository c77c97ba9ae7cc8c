/**
 * The expand/contract rule for migrations (docs/OPERATIONS.md "Upgrades with
 * migrations"): during a rolling upgrade the previous release runs against the new schema, so a
 * migration may add but not take away what it reads. Dropping or renaming a column or table is a
 * contract step: allowed only when marked `-- contract: table.column` (or `-- contract: table`) in
 * the file, which states that the previous release no longer reads it, and when this release's
 * schema (server/db/schema) no longer has it either. A rename is always an add, a copy and a later drop.
 */
export interface SchemaShape {
  /** Table name → its column names, as this release's drizzle schema declares them. */
  [table: string]: string[];
}

const unquote = (name: string) => name.replace(/^"|"$/g, '').replace(/^public\./, '').replace(/^"|"$/g, '');
const NAME = '("[^"]+"|[a-z_][a-z0-9_]*)(?:\\.("[^"]+"|[a-z_][a-z0-9_]*))?';

/** The problems of one migration's SQL; empty when it keeps the rule. */
export function contractViolations(file: string, text: string, schema: SchemaShape): string[] {
  const marked = new Set([...text.matchAll(/^--\s*contract:\s*([a-z0-9_.]+)/gim)].map((m) => m[1]!.toLowerCase()));
  // Comments out: a sentence about a column is not a statement.
  const code = text.replace(/--[^\n]*/g, '');
  const problems: string[] = [];
  const table = (m: RegExpMatchArray) => unquote(m[2] ? m[2] : m[1]!);
  const check = (object: string, stillDeclared: boolean, what: string) => {
    if (!marked.has(object)) problems.push(`${file}: ${what} — a contract step: mark it "-- contract: ${object}" once the previous release no longer reads it`);
    else if (stillDeclared) problems.push(`${file}: ${what}, but this release's schema still has ${object}`);
  };
  for (const m of code.matchAll(new RegExp(`alter\\s+table\\s+(?:if\\s+exists\\s+)?(?:only\\s+)?${NAME}\\s+drop\\s+(?:column\\s+)?(?:if\\s+exists\\s+)?("[^"]+"|[a-z_][a-z0-9_]*)`, 'gi'))) {
    const column = unquote(m[3]!);
    if (/^(constraint|default|not)$/i.test(column)) continue;
    const name = table(m);
    // Dropped and added again by the same migration (a generated column's new definition): the
    // previous release still finds the column once the migration has committed.
    if (new RegExp(`alter\\s+table\\s+(?:only\\s+)?"?${name}"?\\s+add\\s+(?:column\\s+)?"?${column}"?\\s`, 'i').test(code)) continue;
    check(`${name}.${column}`.toLowerCase(), schema[name]?.includes(column) ?? false, `drops column ${name}.${column}`);
  }
  for (const m of code.matchAll(new RegExp(`alter\\s+table\\s+(?:if\\s+exists\\s+)?(?:only\\s+)?${NAME}\\s+rename\\s+(?:column\\s+)?("[^"]+"|[a-z_][a-z0-9_]*)\\s+to\\b`, 'gi'))) {
    const name = table(m);
    const column = unquote(m[3]!);
    if (column.toLowerCase() === 'to') continue;
    check(`${name}.${column}`.toLowerCase(), schema[name]?.includes(column) ?? false, `renames column ${name}.${column}`);
  }
  for (const m of code.matchAll(new RegExp(`alter\\s+table\\s+(?:if\\s+exists\\s+)?(?:only\\s+)?${NAME}\\s+rename\\s+to\\b`, 'gi'))) {
    const name = table(m);
    check(name.toLowerCase(), name in schema, `renames table ${name}`);
  }
  for (const m of code.matchAll(new RegExp(`drop\\s+table\\s+(?:if\\s+exists\\s+)?${NAME}`, 'gi'))) {
    const name = table(m);
    check(name.toLowerCase(), name in schema, `drops table ${name}`);
  }
  return problems;
}
