/**
 * The in-process store of finished anonymous answers: rendered pages and public
 * API answers, each with its brotli and gzip bodies once a client asked for them, keyed by method and URL (path and query are all
 * an anonymous answer depends on; the encoding is picked per request from the stored variants). An
 * entry is valid for the content version it was made at and until its expiry (next-change.ts).
 * Least recently used entries go first once the byte budget is spent.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** What the store may hold in total: bodies of all variants. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Below this a body goes uncompressed (as the compression plugin does). */
const COMPRESS_THRESHOLD = 1024;
/**
 * Fast enough to compress in line (about a millisecond for a 45 KB page), nearly as small as quality
 * 11 for HTML and JSON; in line, so no hit ever sends a bigger body than the client accepts. Each
 * variant is made on the first hit that accepts it, not on the miss that stored the answer: most
 * answers of a cold render (a one-off query string, a search) are never asked for again.
 */
const BROTLI_QUALITY = 5;

export interface CachedAnswer {
  status: number;
  /** Lower-case names; no content-length, content-encoding or set-cookie. */
  headers: Record<string, string | string[]>;
  etag: string;
  /** Recomputed when served, so a CDN's lifetime shrinks as the next scheduled change comes closer. */
  cacheControl: (now: number) => string;
  body: Buffer;
  /** Large enough to be worth compressing. */
  compressible: boolean;
  /** Made on the first hit that accepts the encoding (ResponseCache.encoded). */
  br: Buffer | null;
  gzip: Buffer | null;
  version: number;
  expiresAt: number;
}

export type Encoding = 'br' | 'gzip' | null;

/** The smallest variant the client accepts (a q=0 naming an encoding refuses it). */
export function pickEncoding(acceptEncoding: string | undefined, answer: CachedAnswer): Encoding {
  if (!acceptEncoding) return null;
  const refuses = (name: string) => new RegExp(`\\b${name}\\s*;\\s*q=0(?:\\.0*)?(?:,|$)`).test(acceptEncoding);
  if (answer.compressible && acceptEncoding.includes('br') && !refuses('br')) return 'br';
  if (answer.compressible && acceptEncoding.includes('gzip') && !refuses('gzip')) return 'gzip';
  return null;
}

const sizeOf = (a: CachedAnswer) => a.body.length + (a.br?.length ?? 0) + (a.gzip?.length ?? 0);

export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  /** A valid answer for the key, or undefined (a stale one is dropped). */
  get(key: string, version: number, now: number): CachedAnswer | undefined {
    const answer = this.entries.get(key);
    if (!answer) return undefined;
    if (answer.version !== version || answer.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last, so eviction takes the front.
    this.entries.delete(key);
    this.entries.set(key, answer);
    return answer;
  }

  /** Stores the answer; its compressed bodies are made when first asked for. */
  put(key: string, answer: Omit<CachedAnswer, 'br' | 'gzip' | 'compressible'>): void {
    const entry: CachedAnswer = { ...answer, compressible: answer.body.length >= COMPRESS_THRESHOLD, br: null, gzip: null };
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    this.evict();
  }

  /** The body in the encoding the client accepts best, compressed now if no one asked for it before. */
  encoded(key: string, answer: CachedAnswer, acceptEncoding: string | undefined): { encoding: Encoding; body: Buffer } {
    const encoding = pickEncoding(acceptEncoding, answer);
    if (encoding === null) return { encoding, body: answer.body };
    let body = answer[encoding];
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: answer.body.length } })
          : gzipSync(answer.body, { level: 6 });
      answer[encoding] = body;
      // Counted only while the entry is still stored (it may have been replaced meanwhile).
      if (this.entries.get(key) === answer) {
        this.bytes += body.length;
        this.evict();
      }
    }
    return { encoding, body };
  }

  delete(key: string): void {
    const answer = this.entries.get(key);
    if (!answer) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(answer);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.delete(key);
    }
  }
}
