/**
 * Builds the HTTP app from a config and an open database. Stateless apart from the database, so
 * several processes can run behind a load balancer (ARCHITECTURE "Runtime and data").
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { HttpError, MESSAGES } from './errors';
import { FEATURES } from './features';
import access from './plugins/access';
import compression from './plugins/compression';
import csrf from './plugins/csrf';
import database from './plugins/database';
import session from './plugins/session';
import assets from './shell/assets';
import shell from './shell/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** pino options, or false for tests. */
  logger?: boolean | Record<string, unknown>;
}

export async function buildApp({ config, database: db, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
    bodyLimit: 1024 * 1024,
  });
  app.decorate('config', config);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error, method: request.method, url: request.url, query: request.query, params: request.params }, 'request failed');
    } else {
      request.log.info({ method: request.method, url: request.url, statusCode, msg: error.message }, 'request rejected');
    }
    // Schema validation errors read "querystring/date must match pattern ..."; keep them, they are the clear message.
    const message = statusCode >= 500 ? MESSAGES.unknown : error.message;
    const details = error instanceof HttpError && statusCode < 500 ? error.details : undefined;
    return reply.status(statusCode).type('application/json; charset=utf-8').send({ ...details, message, statusCode });
  });

  await app.register(cookie);
  await app.register(database, { database: db });
  await app.register(session);
  await app.register(access);
  await app.register(csrf, { secureCookies: config.secureCookies });
  await app.register(compression);
  await app.register(assets);
  for (const feature of FEATURES) await app.register(feature);
  await app.register(shell);
  return app;
}
