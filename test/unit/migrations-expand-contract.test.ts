/**
 * Every shipped migration keeps the expand/contract rule: no column or table the
 * previous release reads is dropped or renamed (server/db/expand-contract.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contractViolations, type SchemaShape } from '../../server/db/expand-contract';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import * as tables from '../../server/db/schema';

/** Written before the rule, applied everywhere since: 0010 dropped users.is_editor in one step. */
const BEFORE_THE_RULE = ['0010_roles.sql'];

const schema: SchemaShape = {};
for (const value of Object.values(tables)) {
  if (!is(value, PgTable)) continue;
  const config = getTableConfig(value);
  schema[config.name] = config.columns.map((c) => c.name);
}

test('no shipped migration drops or renames a column or table unless it is a marked contract step', () => {
  const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql') && !BEFORE_THE_RULE.includes(name));
  assert.ok(files.length > 10);
  const problems = files.flatMap((file) => contractViolations(file, readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'), schema));
  assert.equal(problems, []);
});

test('the check finds drops and renames, and accepts a marked drop of a column the schema no longer has', () => {
  const shape: SchemaShape = { events: ['id', 'title'], pages: ['id'] };
  assert.equal(contractViolations('a.sql', 'ALTER TABLE "events" ADD COLUMN "note" text;\nCREATE INDEX x ON events (title);', shape), []);
  assert.is(contractViolations('b.sql', 'ALTER TABLE "events" DROP COLUMN "subtitle";', shape).length, 1);
  assert.is(contractViolations('c.sql', 'ALTER TABLE events RENAME COLUMN title TO name;', shape).length, 1);
  assert.is(contractViolations('d.sql', 'ALTER TABLE "pages" RENAME TO "documents";', shape).length, 1);
  assert.is(contractViolations('e.sql', 'DROP TABLE IF EXISTS "old_news";', shape).length, 1);
  assert.equal(contractViolations('f.sql', '-- contract: events.subtitle (not read since 0030)\nALTER TABLE "events" DROP COLUMN "subtitle";', shape), []);
  assert.match(contractViolations('g.sql', '-- contract: events.title\nALTER TABLE "events" DROP COLUMN "title";', shape)[0]!, /schema still has events\.title/);
  assert.equal(contractViolations('h.sql', 'ALTER TABLE "events" DROP CONSTRAINT "events_x_fk";\nDROP TRIGGER IF EXISTS t ON events;\n-- we never drop table pages', shape), []);
  assert.equal(contractViolations('i.sql', '-- contract: old_news\nDROP TABLE "old_news";', shape), []);
  // A generated column given a new definition is dropped and added again at once: the name stays.
  assert.equal(contractViolations('j.sql', 'ALTER TABLE "events" DROP COLUMN "title";\nALTER TABLE "events" ADD COLUMN "title" text GENERATED ALWAYS AS (x) STORED;', shape), []);
  assert.is(contractViolations('k.sql', 'ALTER TABLE "events" DROP COLUMN "title";\nALTER TABLE "events" ADD COLUMN "title_new" text;', shape).length, 1);
});

test.run();
