/** Stores an image: renditions on disk, then its media row (ARCHITECTURE "Media"). */
import type { Localized } from '../../common/i18n/localized';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { makeRenditions, type RenderedImage, type RenditionTarget } from './renditions';

export interface ImageInput {
  buffer: Buffer;
  /** The uploaded (or generated) file name; its stem names the files on disk. */
  filename: string;
  alt: Localized;
  credit?: string;
  /** Other widths than RENDITION_WIDTHS, e.g. fewer for small images. */
  widths?: readonly number[];
}

/** Inserts the media row for an image whose files are already on disk; returns its id. `db` may be a transaction. */
export async function insertImage(db: Db, image: RenderedImage, text: { alt: Localized; credit?: string }): Promise<number> {
  const [row] = await db
    .insert(media)
    .values({ file: image.file, mime: image.mime, width: image.width, height: image.height, alt: text.alt, credit: text.credit ?? '', renditions: image.renditions })
    .returning({ id: media.id });
  return row!.id;
}

/** Renders every rendition of an image and inserts its media row; returns the row's id. */
export async function storeImage(db: Db, target: RenditionTarget, input: ImageInput): Promise<number> {
  const image = await makeRenditions(input.buffer, input.filename, target, input.widths);
  return insertImage(db, image, input);
}
