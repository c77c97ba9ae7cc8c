import { jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '../../../common/i18n/localized';

/** A translatable text column: `{de, en?}` as JSON (ARCHITECTURE "Bilingual content"). */
export const localized = (name: string) => jsonb(name).$type<Localized>().notNull().default({ de: '' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
