/**
 * Configuration comes from the environment only, every value with a working laptop default
 * (ARCHITECTURE "Config"). A bad value fails at start with a message naming the valid ones.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  /** PGlite files, uploaded media and generated renditions live here. */
  dataDir: string;
  /** A real PostgreSQL; when empty the embedded PGlite under dataDir is used. */
  databaseUrl: string | null;
  /** Base URL of the external ticket shop; empty means "start the simulator". */
  ticketshopUrl: string | null;
  /** Public origin used in canonical links and Open Graph URLs. */
  publicUrl: string;
  sentryDsn: string | null;
  /** Where the built bundles are (dist/). */
  distDir: string;
  /** Behind HTTPS (or a TLS-terminating balancer): cookies get Secure. */
  secureCookies: boolean;
  logLevel: string;
  /**
   * Issue #13: how old this process's idea of the content version may get before a cached answer is
   * checked against the database (ms; 0 checks on every hit). Writes through this process and, on
   * PostgreSQL and PGlite, notifications make it fresh at once; this bounds the rest.
   */
  cacheRecheckMs: number;
}

/** The project root: the nearest folder above this file with a package.json (source and bundle alike). */
export const ROOT_DIR = findRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {}

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`Invalid PORT "${raw}": use a whole number from 0 to 65535.`);
  }
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`Invalid LOG_LEVEL "${logLevel}": use one of ${LOG_LEVELS.join(', ')}.`);
  }
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`Invalid PUBLIC_URL "${publicUrl}": give an absolute URL such as https://www.example.org.`);
  }
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || path.join(ROOT_DIR, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    ticketshopUrl: env.TICKETSHOP_URL || null,
    publicUrl,
    sentryDsn: env.SENTRY_DSN || null,
    distDir: path.resolve(env.DIST_DIR || path.join(ROOT_DIR, 'dist')),
    secureCookies: publicUrl.startsWith('https://'),
    logLevel,
    cacheRecheckMs: parseMs(env.CACHE_RECHECK_MS, 1000),
  };
}

function parseMs(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) throw new ConfigError(`Invalid CACHE_RECHECK_MS "${raw}": use a whole number of milliseconds from 0 to 60000.`);
  return ms;
}
