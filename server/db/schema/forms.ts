/**
 * Our own forms (SPEC §3 "Form"): the forms and their fields, the entries visitors send,
 * uploaded files, and the notification outbox. Entries and files are never deleted by the app:
 * nothing a visitor submitted is lost.
 */
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FieldValues } from '../../../common/api/forms';
import type { Lang } from '../../../common/routes';
import type { Localized } from '../../../common/i18n/localized';
import { createdAt, localized, updatedAt } from './columns';

export const forms = pgTable('forms', {
  id: serial('id').primaryKey(),
  /** Path segment per language (/{lang}/forms/{slug}/{id}). */
  slug: localized('slug'),
  title: localized('title'),
  intro: localized('intro'),
  /** Shown after sending; empty: the standard thanks of the forms dictionary. */
  successMessage: localized('success_message'),
  /** Who is told about a new entry; empty: nobody (the entry is stored all the same). */
  notifyEmail: text('notify_email').notNull().default(''),
  isOnline: boolean('is_online').notNull().default(true),
  /** GDPR: entries older than this many days are deleted; null keeps them. */
  retentionDays: integer('retention_days'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One choice of a select, radio or checkbox-multiple field: a stored value and its label per language. */
export interface StoredChoice {
  value: string;
  label: Localized;
}

export const formFields = pgTable(
  'form_fields',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    slug: text('slug').notNull(),
    label: localized('label'),
    /** common/forms/field-types.ts FIELD_TYPES. */
    fieldType: smallint('field_type').notNull(),
    required: boolean('required').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    choices: jsonb('choices').$type<StoredChoice[]>().notNull().default([]),
    defaultValue: localized('default_value'),
    placeholderText: localized('placeholder_text'),
    helpText: localized('help_text'),
  },
  (t) => [index('form_fields_form_idx').on(t.formId, t.position)],
);

export type NotificationStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/**
 * A submission. `form_id` has no foreign key on purpose: deleting or re-seeding a form must never
 * take its entries along; `form_title` and `fields` keep what the visitor saw.
 */
export const formEntries = pgTable(
  'form_entries',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id').notNull(),
    formTitle: text('form_title').notNull(),
    lang: text('lang').$type<Lang>().notNull(),
    fieldValues: jsonb('field_values').$type<FieldValues>().notNull(),
    /** Labels by slug at the time of sending. */
    labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
    /** The honeypot was filled: kept, but nobody is notified. */
    isSpam: boolean('is_spam').notNull().default(false),
    /** The client's key of one submission attempt: a retry with the same key never stores twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [index('form_entries_form_idx').on(t.formId, t.createdAt), uniqueIndex('form_entries_idempotency_idx').on(t.formId, t.idempotencyKey)],
);

/**
 * An uploaded file (POST /api/temp-files/). Temporary while `entry_id` is null: such rows and their
 * files go after 24 hours. Once an entry refers to it, it stays; `path` (below DATA_DIR) follows the
 * file when it moves under uploads/entries/<entry id>/.
 */
export const tempFiles = pgTable(
  'temp_files',
  {
    id: uuid('id').primaryKey(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    path: text('path').notNull(),
    entryId: integer('entry_id').references(() => formEntries.id, { onDelete: 'restrict' }),
    fieldSlug: text('field_slug'),
    /** The uploading client's address, for its byte quota; '' for rows made before. */
    client: text('client').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('temp_files_entry_idx').on(t.entryId), index('temp_files_created_idx').on(t.createdAt), index('temp_files_client_idx').on(t.client, t.createdAt)],
);

/** The outbox: one row per entry, written in the entry's transaction and worked off after the commit. */
export const formNotifications = pgTable(
  'form_notifications',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => formEntries.id, { onDelete: 'cascade' }),
    status: text('status').$type<NotificationStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Not tried again before this (backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('form_notifications_status_idx').on(t.status)],
);
