/**
 * Renditions made once: with several processes, the one that takes the image's advisory
 * lock renders; another asking for the same image waits and then finds every file stored.
 */
import type { Database } from '../db/client';
import { withAdvisoryLock } from '../jobs/claim';
import type { FileStorage } from '../storage/file-storage';
import { contentHash, makeRenditions, type RenderedImage } from './renditions';

export function renderOnce(database: Database, storage: FileStorage, buffer: Buffer, filename: string, widths?: readonly number[]): Promise<RenderedImage> {
  return withAdvisoryLock(database, `renditions:${contentHash(buffer)}`, () => makeRenditions(buffer, filename, storage, widths));
}
