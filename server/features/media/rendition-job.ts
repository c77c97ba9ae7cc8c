/**
 * Renditions in the background: an upload answers as soon as the original is
 * stored, so the module can use it at once (the original serves until then); this job makes the
 * renditions and the focal-point thumbnail and marks the row ready. At start every row still waiting
 * (a process stopped mid-way) is queued again. One image at a time: sharp is CPU-heavy and the machine
 * also serves pages.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { makeRenditions, makeThumbnail, readOriginal, type RenditionTarget } from '../../media/renditions';

export interface RenditionJob {
  /** Queues a media row; the promise settles when its renditions are stored (tests may await it). */
  enqueue(id: number): Promise<void>;
  /** Settles when nothing is queued or running. */
  idle(): Promise<void>;
}

export function renditionJob(db: Db, dataDir: RenditionTarget, log: FastifyBaseLogger): RenditionJob {
  let chain: Promise<void> = Promise.resolve();

  async function render(id: number): Promise<void> {
    const [row] = await db.select().from(media).where(eq(media.id, id));
    if (!row || row.kind !== 'image') return;
    const buffer = await readOriginal(row.file, dataDir);
    const rendered = await makeRenditions(buffer, row.file.split('/').pop()!, dataDir);
    const thumbnail = await makeThumbnail(buffer, rendered, { x: row.focalX, y: row.focalY }, dataDir);
    await db.update(media).set({ renditions: rendered.renditions, thumbnail, renditionsReady: true }).where(eq(media.id, id));
  }

  return {
    enqueue(id) {
      const run = chain.then(() => render(id)).catch((error: unknown) => log.error({ err: error, mediaId: id }, 'renditions failed'));
      chain = run;
      return run;
    },
    idle: () => chain,
  };
}
