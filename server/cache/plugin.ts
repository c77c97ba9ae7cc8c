/**
 * Serving anonymous answers from memory (ARCHITECTURE "Request flow" 3). A GET
 * without a session cookie whose page or public API answer is stored for the current content
 * version is written straight from the store: no routing work, no database, no render, the
 * precompressed body the client accepts. Logged-in editors always get a fresh answer. Unsafe
 * requests make this process read the content version again (the trigger bumped it in the write's
 * own transaction); other processes' writes arrive by notification or the recheck (content-version.ts).
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../common/api/cookies';
import { CONSENT_COOKIE } from '../../common/consent/consent';
import { parseConsent } from '../../common/consent/cookie';
import type { FrontDoor } from '../front-door';
import { carriesSession, etagMatches } from '../features/http/public-cache';
import { ASSETS_PREFIX } from '../shell/assets';
import { ContentVersion } from './content-version';
import { nextScheduledChange } from './next-change';
import { ResponseCache, type CachedAnswer } from './response-cache';
import { SharedData } from './shared-data';
import { nowMs } from '../clock';

/** An entry lives at most this long even when nothing changes: a bound on surprises (clock, missed notification). */
const MAX_ENTRY_MS = 10 * 60 * 1000;
const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Headers never replayed from the store: set per response, or by the store itself. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'cache-control', 'etag']);

/** One client's own count (the rate limit's): never replayed to another. */
const PER_CLIENT = /^x-ratelimit-/;

/** What a request learned on its way in: the version it may be cached under and the next scheduled change. */
export interface CacheTicket {
  version: number;
  /** Epoch ms of the next scheduled change (next-change.ts). */
  nextChange: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentVersion: ContentVersion;
    responseCache: ResponseCache;
    /** Data the renders of one content version share (shared-data.ts). */
    sharedData: SharedData;
    /** Stores the anonymous answer of this request (status, headers as set now, body) for later requests. */
    shareAnswer(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, cacheControl: (now: number) => string): void;
  }
  interface FastifyRequest {
    /** Set for anonymous GETs: the answer may be shared, and until when. Null for everyone else. */
    cacheTicket: CacheTicket | null;
  }
}

/**
 * Path and query, and whether the visitor has decided on cookies, are all an anonymous answer depends
 * on (the encoding is picked per request). A page carries the consent banner for
 * visitors without a decision and leaves it out for the others, so that a visitor without JavaScript
 * who decided by the banner's form is not asked again; each of the two is the same bytes for everyone.
 */
const cacheKey = (url: string, decided: boolean) => (decided && !url.startsWith('/api/') ? `${url}\n` : url);

/** The request's consent cookie holds a decision of the current revision (common/consent/cookie.ts). */
export const consentDecidedIn = (cookies: Record<string, string | undefined>) => parseConsent(cookies[CONSENT_COOKIE]) !== null;

/** The next scheduled change, read again when the content or the clock passed it. */
class NextChange {
  private at = 0;
  private version = -1;
  private reading: Promise<number> | null = null;

  constructor(private readonly load: (now: Date) => Promise<number>) {}

  get(version: number, now: number): number | Promise<number> {
    if (version === this.version && now < this.at) return this.at;
    this.reading ??= this.load(new Date(now))
      .then((at) => {
        this.at = at;
        this.version = version;
        return at;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }
}

function writeAnswer(store: ResponseCache, key: string, req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, now: number): void {
  const headers: Record<string, string | string[] | number> = { ...answer.headers, 'cache-control': answer.cacheControl(now), etag: answer.etag };
  if (etagMatches(req.headers['if-none-match'], answer.etag)) {
    delete headers['content-type'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const { encoding, body } = store.encoded(key, answer, req.headers['accept-encoding']);
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  res.writeHead(answer.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A GET or HEAD of a visitor without a session, not for an asset: an answer that may come from the
 * store. The session is asked last: the front door parses the cookie header only for such requests.
 */
function mayBeShared(method: string | undefined, url: string, hasSession: () => boolean): boolean {
  return SAFE_METHODS.has(method ?? '') && !url.startsWith(ASSETS_PREFIX) && !hasSession();
}

/** The cookies of a request the front door answers (none parsed when it sends none). */
const cookiesOf = (headers: IncomingHttpHeaders): Record<string, string | undefined> => (headers.cookie === undefined ? {} : fastifyCookie.parse(headers.cookie));

interface ResponseCacheOptions {
  /** Where hits are answered before Fastify routes the request (server/front-door.ts); absent in tests that build the plugin alone. */
  frontDoor?: FrontDoor;
}

export default fp<ResponseCacheOptions>(
  async (app, { frontDoor }) => {
    const versions = new ContentVersion(app.database, app.config.cacheRecheckMs);
    await versions.start((error) => app.log.warn({ err: error }, 'content version: LISTEN connection lost, reconnecting'));
    const store = new ResponseCache();
    const nextChange = new NextChange((now) => nextScheduledChange(app.db, now));
    app.decorate('contentVersion', versions);
    app.decorate('responseCache', store);
    app.decorate('sharedData', new SharedData());
    app.decorateRequest('cacheTicket', null);
    app.addHook('onClose', () => versions.stop());

    app.decorate('shareAnswer', (request: FastifyRequest, reply: FastifyReply, body: string | Buffer, cacheControl: (now: number) => string) => {
      const ticket = request.cacheTicket;
      if (!ticket || request.method !== 'GET' || reply.hasHeader('set-cookie')) return;
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !OWN_HEADERS.has(name) && !PER_CLIENT.test(name)) headers[name] = typeof value === 'number' ? String(value) : value;
      }
      const vary = String(headers.vary ?? '');
      if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, accept-encoding` : 'accept-encoding';
      store.put(cacheKey(request.url, consentDecidedIn(request.cookies)), {
        status: reply.statusCode,
        headers,
        etag: String(reply.getHeader('etag')),
        cacheControl,
        body: typeof body === 'string' ? Buffer.from(body) : body,
        version: ticket.version,
        expiresAt: Math.min(nowMs() + MAX_ENTRY_MS, ticket.nextChange),
      });
    });

    // The common case, a hit with the version known, never reaches Fastify (server/front-door.ts).
    frontDoor?.add((req, res) => {
      const url = req.url ?? '';
      let parsed: Record<string, string | undefined> | undefined;
      const cookies = () => (parsed ??= cookiesOf(req.headers));
      if (!mayBeShared(req.method, url, () => !!cookies()[SESSION_COOKIE])) return false;
      const version = versions.current();
      if (typeof version !== 'number') return false;
      const now = nowMs();
      const key = cacheKey(url, consentDecidedIn(cookies()));
      const hit = store.get(key, version, now);
      if (!hit) return false;
      writeAnswer(store, key, req, res, hit, now);
      return true;
    });

    app.addHook('onRequest', (request, reply, done) => {
      // Hashed assets have their own memory (server/shell/assets.ts).
      if (!mayBeShared(request.method, request.url, () => carriesSession(request))) return done();
      const serve = (version: number) => {
        const now = nowMs();
        const key = cacheKey(request.url, consentDecidedIn(request.cookies));
        const hit = store.get(key, version, now);
        if (hit) {
          reply.hijack();
          return writeAnswer(store, key, request.raw, reply.raw, hit, now);
        }
        const ticketFor = (at: number) => {
          request.cacheTicket = { version, nextChange: at };
          done();
        };
        const at = nextChange.get(version, now);
        if (typeof at === 'number') ticketFor(at);
        else at.then(ticketFor, () => done());
      };
      const version = versions.current();
      if (typeof version === 'number') serve(version);
      // Without the version nothing is served from or put into the store: the request renders as usual.
      else version.then(serve, () => done());
    });

    // The handler of an unsafe request has written (or failed) by now: read the version again.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method) && request.method !== 'OPTIONS') versions.invalidate();
      done(null, payload);
    });
  },
  { name: 'response-cache', dependencies: ['database', '@fastify/cookie'] },
);
