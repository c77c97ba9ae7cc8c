/**
 * Builds the HTTP app from a config and an open database. Stateless apart from the database, so
 * several processes can run behind a load balancer (ARCHITECTURE "Runtime and data").
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import { FrontDoor } from './front-door';
import type { Database } from './db/client';
import { HttpError, MESSAGES } from './errors';
import { FEATURES } from './features';
import responseCache from './cache/plugin';
import publicCache from './features/http/public-cache';
import access from './plugins/access';
import audit from './features/audit/plugin';
import compression from './plugins/compression';
import csrf from './plugins/csrf';
import database from './plugins/database';
import inputHardening from './plugins/input-hardening';
import databaseFaults from './plugins/database-faults';
import health from './plugins/health';
import limits from './plugins/limits';
import metrics from './features/metrics/plugin';
import routeSlots from './plugins/route-slots';
import bodyDeadline from './plugins/body-deadline';
import securityHeadersPlugin, { securityHeaders } from './plugins/security-headers';
import type { FileStorage } from './storage';
import storage from './storage/plugin';
import session from './plugins/session';
import assets from './shell/assets';
import { LOG_SERIALIZERS, redactText, redactUrl, redactValues } from './log-redaction';
import shell from './shell/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** What the multipart parser (busboy) throws for a body that is not the multipart it claims to be. */
const MULTIPART_PARSE_ERROR = /^Multipart: |multipart data$/;

/** A client's broken multipart body is its mistake (a 400), not ours. */
const malformedMultipart = (error: Error & { statusCode?: number }, request: FastifyRequest) =>
  error.statusCode === undefined && request.headers['content-type']?.startsWith('multipart/') === true && MULTIPART_PARSE_ERROR.test(error.message);

export interface AppOptions {
  config: Config;
  database: Database;
  /** Media and uploads; default: chosen from the config (server/storage). */
  storage?: FileStorage;
  /** pino options, or false for tests. */
  logger?: boolean | Record<string, unknown>;
}

/**
 * TRUST_PROXY=<n>: the n nearest hops are our proxies (fastify 5 treats a bare number as "trust none").
 * Prefer a CIDR list where the balancer's addresses are known (docs/OPERATIONS.md).
 */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp({ config, database: db, storage: files, logger = false }: AppOptions): Promise<FastifyInstance> {
  const frontDoor = new FrontDoor();
  const app = Fastify({
    // Every logger the app makes writes through the redacting serializers.
    logger: logger === false ? false : { ...(logger === true ? {} : logger), serializers: LOG_SERIALIZERS },
    serverFactory: frontDoor.serverFactory,
    // Default: trust no proxy, so a client-chosen X-Forwarded-For changes nothing (TRUST_PROXY).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A request that is not answered in time gets 503 + Retry-After (server/plugins/database-faults.ts).
    handlerTimeout: config.requestTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
    bodyLimit: 1024 * 1024,
    // Fastify answers an address it cannot decode before any hook runs: the same answer as its own,
    // with the security headers every other answer carries.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply)
        .headers(securityHeaders(config.secureCookies))
        .code(400)
        .type('application/json; charset=utf-8')
        .send({ message: error.message, statusCode: 400 });
    },
  });
  app.decorate('config', config);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const malformed = malformedMultipart(error, request);
    const statusCode = malformed ? 400 : error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error, method: request.method, url: redactUrl(request.url), query: redactValues(request.query), params: redactValues(request.params) }, 'request failed');
    } else {
      request.log.info({ method: request.method, url: redactUrl(request.url), statusCode, msg: redactText(error.message) }, 'request rejected');
    }
    // Schema validation errors read "querystring/date must match pattern ..."; keep them, they are the clear message.
    const message = statusCode >= 500 ? MESSAGES.unknown : malformed ? `The multipart body is malformed: ${error.message}` : error.message;
    const details = error instanceof HttpError && statusCode < 500 ? error.details : undefined;
    return reply.status(statusCode).type('application/json; charset=utf-8').send({ ...details, message, statusCode });
  });

  // First: its onRoute hook must see every route the features register.
  await app.register(inputHardening);
  await app.register(cookie);
  await app.register(database, { database: db });
  await app.register(databaseFaults);
  await app.register(routeSlots);
  await app.register(bodyDeadline);
  await app.register(health);
  await app.register(metrics);
  await app.register(limits);
  await app.register(securityHeadersPlugin);
  await app.register(storage, files ? { storage: files } : {});
  await app.register(session);
  await app.register(access);
  await app.register(csrf, { secureCookies: config.secureCookies });
  await app.register(audit);
  // Before compression: their hooks see answers before they are compressed.
  await app.register(responseCache, { frontDoor });
  await app.register(publicCache);
  await app.register(compression);
  await app.register(assets, { frontDoor });
  for (const feature of FEATURES) await app.register(feature);
  await app.register(shell);
  return app;
}
