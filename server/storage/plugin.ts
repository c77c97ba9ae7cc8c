/**
 * The file storage as a named plugin: `app.storage` for uploads and media, and
 * GET /media/* served from it. On DATA_DIR that is @fastify/static; on a shared store a route reads
 * the file, falling back to DATA_DIR/media for files made before the store was shared.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import type { FileStorage } from './file-storage';
import { fsStorage } from './fs';
import { openFileStorage } from './index';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** A year: every rendition name carries its content hash. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export default fp<{ storage?: FileStorage }>(
  async (app, options) => {
    const storage = options.storage ?? (await openFileStorage(app.config, app.database));
    app.decorate('storage', storage);

    if (storage.kind === 'fs') {
      await app.register(fastifyStatic, {
        root: path.join(app.config.dataDir, 'media'),
        prefix: '/media/',
        decorateReply: false,
        index: false,
        setHeaders: (res) => res.header('cache-control', IMMUTABLE),
      });
      return;
    }
    const local = fsStorage(app.config.dataDir);
    app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
      const key = `media/${request.params['*']}`;
      let file;
      try {
        file = (await storage.get(key)) ?? (await local.get(key));
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('Invalid storage key')) throw notFound();
        throw error;
      }
      if (!file) throw notFound();
      return reply.header('cache-control', IMMUTABLE).type(file.contentType).send(file.body);
    });
  },
  { name: 'storage', dependencies: ['database'] },
);
