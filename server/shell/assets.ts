/**
 * Static files: hashed bundles under /assets (immutable, precompressed .br/.gz chosen by
 * Accept-Encoding, ARCHITECTURE "Request flow" 1). Media under /media come from server/storage/plugin.ts.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** A year: every asset and rendition name carries its content hash. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export default fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: path.join(app.config.distDir, 'public', 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      wildcard: true,
      index: false,
      setHeaders: (res) => res.header('cache-control', IMMUTABLE),
    });
  },
  { name: 'assets' },
);
