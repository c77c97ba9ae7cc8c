/** Uploaded images and their renditions (ARCHITECTURE "Media"). */
import { boolean, integer, jsonb, pgTable, real, serial, text } from 'drizzle-orm/pg-core';
import type { Rendition } from '../../../common/api/media';
import { createdAt, localized, updatedAt } from './columns';

export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  /** Path below DATA_DIR/media of the original file. */
  file: text('file').notNull(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alt: localized('alt'),
  credit: text('credit').notNull().default(''),
  renditions: jsonb('renditions').$type<Rendition[]>().notNull().default([]),
  /** 'image' gets renditions; a 'file' (PDF, audio, video) is served as uploaded. */
  kind: text('kind', { enum: ['image', 'file'] }).notNull().default('image'),
  /** The uploaded file's name, for the media library. */
  name: text('name').notNull().default(''),
  size: integer('size').notNull().default(0),
  /** Where renditions crop around, 0–1 from the left and from the top. */
  focalX: real('focal_x').notNull().default(0.5),
  focalY: real('focal_y').notNull().default(0.5),
  /** URL of the media library's square thumbnail, cropped around the focal point; empty until made (or for files). */
  thumbnail: text('thumbnail').notNull().default(''),
  /** False while the background job makes the renditions; the original serves meanwhile. */
  renditionsReady: boolean('renditions_ready').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by'),
});
