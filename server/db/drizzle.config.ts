import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; they are applied in code at start (server/db/migrate.ts),
// because `drizzle-kit migrate` against PGlite exits 1 silently on extensions (STACK-NOTES "Database").
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
