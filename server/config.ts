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
  /** LOG_FORMAT: pretty (coloured lines) or json; null = pretty in a terminal outside production (server/logging/options.ts). */
  logFormat: 'pretty' | 'json' | null;
  /** Which proxies' X-Forwarded-For to believe: false (none, the default), a hop count or addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Secret for signed tokens (CSRF); null = one generated once and kept in the database, shared by every process. */
  secretKey: string | null;
  /** Shared counters for limits when several processes run; null = PostgreSQL (DATABASE_URL) or memory. */
  redisUrl: string | null;
  /** Database waits and the request timeout. */
  db: { poolMax: number; statementTimeoutMs: number; lockTimeoutMs: number; acquireTimeoutMs: number };
  requestTimeoutMs: number;
  /** Who may read /metrics: METRICS_TOKEN as a bearer token, or METRICS_ALLOW addresses/CIDRs. */
  metrics: { token: string | null; allow: string[] };
  limits: Limits;
  /** S3-compatible media store; null = the database (PostgreSQL) or DATA_DIR (PGlite). */
  s3: S3Config | null;
  /** STORAGE: where media and uploads live without S3; null = the database on PostgreSQL, DATA_DIR on PGlite. */
  storage: 'fs' | 'database' | null;
  /**
   * How old this process's idea of the content version may get before a cached answer is
   * checked against the database (ms; 0 checks on every hit). Writes through this process and, on
   * PostgreSQL and PGlite, notifications make it fresh at once; this bounds the rest.
   */
  cacheRecheckMs: number;
  /** Days the audit log keeps an entry (AUDIT_RETENTION_DAYS); older ones are purged hourly. */
  auditRetentionDays: number;
}

/** Fair limits per client; every one can be changed by an env variable. */
export interface Limits {
  /** Seats one visitor (one cart) may hold per event at once. */
  seatsPerEvent: number;
  /** Seats one address may hold per event at once, over all its carts: higher, for visitors behind one NAT. */
  seatsPerAddress: number;
  /** Seats one network (IPv4 /24, IPv6 /56) may hold per event at once: a client with many addresses of one block. */
  seatsPerNetwork: number;
  /** Seats all carts together may hold per event at once, before their orders complete. */
  seatsHeldPerEvent: number;
  /** Shop cart calls per client and minute. */
  cartCallsPerMinute: number;
  /** Form posts per address and minute: high, so a school class behind one NAT all get through. */
  formPostsPerMinute: number;
  /** Searches (and autocomplete calls) per client and minute. */
  searchesPerMinute: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
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

function parseCount(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`Invalid ${name} "${raw}": use a whole number of at least ${min}.`);
  return value;
}

const IPV4_OR_6 = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: empty or `false` trusts nobody (a client-chosen X-Forwarded-For changes nothing);
 * a number trusts that many hops; a comma-separated list of addresses, CIDRs or the names
 * loopback, linklocal, uniquelocal trusts those proxies. `true` is refused: it takes the left-most,
 * client-chosen address.
 */
export function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((item) => item.trim()).filter(Boolean);
  const bad = list.filter((item) => !IPV4_OR_6.test(item) && !PROXY_NAMES.includes(item));
  if (value === 'true' || bad.length > 0) {
    throw new ConfigError(
      `Invalid TRUST_PROXY "${value}": use false (trust none), a hop count such as 1, or a comma-separated list of addresses/CIDRs or ${PROXY_NAMES.join(', ')}.`,
    );
  }
  return list;
}

function parseLogFormat(raw: string | undefined): Config['logFormat'] {
  if (!raw) return null;
  if (raw !== 'pretty' && raw !== 'json') throw new ConfigError(`Invalid LOG_FORMAT "${raw}": use pretty or json (or leave it unset: pretty in a terminal, json otherwise).`);
  return raw;
}

/** A comma-separated list of IPv4/IPv6 addresses or CIDRs; empty for none. */
function parseAddressList(name: string, raw: string | undefined): string[] {
  const list = (raw ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const bad = list.filter((item) => !IPV4_OR_6.test(item));
  if (bad.length > 0) throw new ConfigError(`Invalid ${name} "${bad[0]}": give addresses or CIDRs separated by commas, such as 10.0.0.5,192.168.1.0/24.`);
  return list;
}

function parseS3(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) {
    const stray = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].find((name) => env[name]);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: give the bucket, or unset the S3_* variables.`);
    return null;
  }
  if (env.S3_ENDPOINT) {
    try {
      new URL(env.S3_ENDPOINT);
    } catch {
      throw new ConfigError(`Invalid S3_ENDPOINT "${env.S3_ENDPOINT}": give an absolute URL such as http://127.0.0.1:9000.`);
    }
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || null,
    accessKeyId: env.S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
}

const STORAGE_KINDS = ['fs', 'database'] as const;

function parseStorage(raw: string | undefined): Config['storage'] {
  if (!raw) return null;
  if (!(STORAGE_KINDS as readonly string[]).includes(raw)) throw new ConfigError(`Invalid STORAGE "${raw}": use one of ${STORAGE_KINDS.join(', ')} (or set S3_BUCKET for an object store).`);
  return raw as Config['storage'];
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
    logFormat: parseLogFormat(env.LOG_FORMAT),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    secretKey: env.SECRET_KEY || null,
    redisUrl: env.REDIS_URL || null,
    db: {
      poolMax: parseCount(env, 'DB_POOL_MAX', 10),
      statementTimeoutMs: parseCount(env, 'DB_STATEMENT_TIMEOUT_MS', 15_000, 100),
      lockTimeoutMs: parseCount(env, 'DB_LOCK_TIMEOUT_MS', 3_000, 100),
      acquireTimeoutMs: parseCount(env, 'DB_ACQUIRE_TIMEOUT_MS', 3_000, 100),
    },
    requestTimeoutMs: parseCount(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000),
    metrics: { token: env.METRICS_TOKEN || null, allow: parseAddressList('METRICS_ALLOW', env.METRICS_ALLOW) },
    limits: {
      seatsPerEvent: parseCount(env, 'SHOP_SEATS_PER_EVENT', 20),
      seatsPerAddress: parseCount(env, 'SHOP_SEATS_PER_ADDRESS', 100),
      // Derived from the address cap unless set, so raising that one (tests, a big NAT) raises these too.
      seatsPerNetwork: parseCount(env, 'SHOP_SEATS_PER_NETWORK', 2 * parseCount(env, 'SHOP_SEATS_PER_ADDRESS', 100)),
      seatsHeldPerEvent: parseCount(env, 'SHOP_SEATS_HELD_PER_EVENT', 5 * parseCount(env, 'SHOP_SEATS_PER_ADDRESS', 100)),
      cartCallsPerMinute: parseCount(env, 'SHOP_CART_CALLS_PER_MINUTE', 20),
      formPostsPerMinute: parseCount(env, 'FORM_POSTS_PER_MINUTE', 600),
      searchesPerMinute: parseCount(env, 'SEARCHES_PER_MINUTE', 120),
    },
    s3: parseS3(env),
    storage: parseStorage(env.STORAGE),
    cacheRecheckMs: parseMs(env.CACHE_RECHECK_MS, 1000),
    auditRetentionDays: parseCount(env, 'AUDIT_RETENTION_DAYS', 365),
  };
}

function parseMs(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) throw new ConfigError(`Invalid CACHE_RECHECK_MS "${raw}": use a whole number of milliseconds from 0 to 60000.`);
  return ms;
}
