/**
 * Brotli and gzip for HTML and JSON answers above 1 KB. @fastify/compress hooks
 * into routes as they are added, so app.ts registers it before every route.
 * Hashed assets arrive precompressed (Content-Encoding already set) and are left alone.
 */
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Smaller answers fit in a packet or two; compressing them costs more than it saves. */
const THRESHOLD_BYTES = 1024;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
