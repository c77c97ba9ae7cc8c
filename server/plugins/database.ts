import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Decorates the app with the database it was built with; the owner of the connection closes it. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
