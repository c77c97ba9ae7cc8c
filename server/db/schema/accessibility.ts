/**
 * The accessibility statement's structured facts (BITV 2.0 §7, BFSG): the
 * conformance status and date of the last check in one row, the known exceptions as an ordered list.
 * The statement's prose (scope, feedback, enforcement) is the statement page's own CMS text.
 */
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, localized, updatedAt } from './columns';

/** One row (id 1). `conformance`: full | partial | none (common/api/accessibility.ts). */
export const accessibilityStatement = pgTable('accessibility_statement', {
  id: integer('id').primaryKey().default(1),
  conformance: text('conformance').notNull().default('partial'),
  checkedOn: timestamp('checked_on', { withTimezone: true }),
  checkMethod: localized('check_method'),
  updatedAt: updatedAt(),
});

/** The known exceptions: what is not yet accessible, why, and the alternative offered. */
export const accessibilityExceptions = pgTable('accessibility_exceptions', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  text: localized('text'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});
