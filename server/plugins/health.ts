/**
 * Health checks for a load balancer (docs/OPERATIONS.md): GET /healthz says the process
 * answers; GET /readyz says it can serve — the database answers and every migration this build
 * ships is applied (a process of a newer build waits until the upgrade's migrations ran).
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import fp from 'fastify-plugin';
import { MIGRATIONS_DIR } from '../db/migrate';
import { rows } from '../db/rows';

interface Readiness {
  status: 'ok' | 'unavailable';
  database: boolean;
  migrations: boolean;
}

export default fp(
  async (app) => {
    const shipped = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    const newest = Math.max(0, ...shipped.map((m) => m.folderMillis));
    const noStore = { 'cache-control': 'no-store' };

    app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));

    app.get('/readyz', async (request, reply): Promise<Readiness> => {
      reply.headers(noStore);
      let database = false;
      let migrations = false;
      try {
        const [row] = await rows<{ applied: string | null }>(app.db, sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`);
        database = true;
        migrations = Number(row?.applied ?? 0) >= newest;
      } catch (error) {
        request.log.warn({ err: error }, 'readyz: database not reachable');
      }
      const ready = database && migrations;
      reply.code(ready ? 200 : 503);
      if (!ready) reply.header('retry-after', '5');
      return { status: ready ? 'ok' : 'unavailable', database, migrations };
    });
  },
  { name: 'health', dependencies: ['database'] },
);
