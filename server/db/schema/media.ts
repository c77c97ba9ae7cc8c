/** Uploaded images and their renditions (ARCHITECTURE "Media"). */
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Rendition } from '../../../common/api/media';
import { createdAt, localized } from './columns';

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
  createdAt: createdAt(),
});
