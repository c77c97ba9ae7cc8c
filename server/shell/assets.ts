/**
 * Static files (ARCHITECTURE "Request flow" 1). Hashed bundles under /assets come from memory: each file with the .br and .gz build.mjs wrote beside it is read once, on its first
 * request, and answered from then on without touching the disk, immutable, in the encoding the client
 * accepts. A name never changes its content, so nothing is ever reread; a rebuild adds new names.
 * Media under /media come from server/storage/plugin.ts (media shared by every process).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FrontDoor } from '../front-door';
import { notFound } from '../errors';
import { etagMatches } from '../features/http/public-cache';
import { securityHeaders } from '../plugins/security-headers';

/** A year: every asset and rendition name carries its content hash. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
export const ASSETS_PREFIX = '/assets/';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

interface Asset {
  type: string;
  etag: string;
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

const optional = (file: string) => readFile(file).catch(() => null);

/** One directory's files in memory, each loaded on its first request: `ready` answers without a promise. */
export function memoryAssets(root: string) {
  const ready = new Map<string, Asset>();
  const loaded = new Map<string, Promise<Asset | null>>();
  const load = async (name: string): Promise<Asset | null> => {
    const file = path.join(root, name);
    const body = await optional(file);
    if (!body) return null;
    const [br, gzip] = await Promise.all([optional(`${file}.br`), optional(`${file}.gz`)]);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { type: TYPES[path.extname(name)] ?? 'application/octet-stream', etag, body, br, gzip };
  };
  const fetch = (name: string): Promise<Asset | null> => {
    // Only plain relative names below the root: no '..', no absolute paths, no backslashes.
    if (!name || name.split('/').some((part) => part === '..' || part === '' || part === '.') || name.includes('\\') || name.includes('\0')) return Promise.resolve(null);
    let asset = loaded.get(name);
    if (!asset) {
      asset = load(name);
      loaded.set(name, asset);
      // A missing file may appear with the next build: remember only what was found.
      void asset.then((found) => {
        if (found) ready.set(name, found);
        loaded.delete(name);
      });
    }
    return asset;
  };
  return { ready, fetch };
}

function send(req: IncomingMessage, res: ServerResponse, asset: Asset, security: Record<string, string>): void {
  const accept = req.headers['accept-encoding'] ?? '';
  const encoding = asset.br && accept.includes('br') ? 'br' : asset.gzip && accept.includes('gzip') ? 'gzip' : null;
  const body = encoding === 'br' ? asset.br! : encoding === 'gzip' ? asset.gzip! : asset.body;
  const headers: Record<string, string | number> = { ...security, 'cache-control': IMMUTABLE, etag: asset.etag, vary: 'accept-encoding' };
  if (etagMatches(req.headers['if-none-match'], asset.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers['content-type'] = asset.type;
  headers['content-length'] = body.length;
  if (encoding) headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

interface AssetsOptions {
  /** Where an asset already in memory is answered before Fastify routes the request (server/front-door.ts). */
  frontDoor?: FrontDoor;
}

export default fp<AssetsOptions>(
  async (app, { frontDoor }) => {
    const assets = memoryAssets(path.join(app.config.distDir, 'public', 'assets'));
    // Written without Fastify's hooks, so the security headers come along here.
    const security = securityHeaders(app.config.secureCookies);
    frontDoor?.add((req, res) => {
      const url = req.url ?? '';
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(ASSETS_PREFIX)) return false;
      // Exact names only: anything with a query, an escape or a slash to tidy up takes Fastify's way.
      const asset = assets.ready.get(url.slice(ASSETS_PREFIX.length));
      if (!asset) return false;
      send(req, res, asset, security);
      return true;
    });
    // Not async: a loaded asset is written in the same tick the request arrived.
    app.get(`${ASSETS_PREFIX}*`, (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      const asset = assets.ready.get(name);
      if (asset) {
        reply.hijack();
        return send(request.raw, reply.raw, asset, security);
      }
      assets.fetch(name).then(
        (found) => {
          if (!found) return reply.send(notFound());
          reply.hijack();
          send(request.raw, reply.raw, found, security);
        },
        (error: unknown) => reply.send(error),
      );
    });
  },
  { name: 'assets' },
);
