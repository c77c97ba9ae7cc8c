/**
 * Searches counted in batches (server/features/search/query-stats.ts CountQueue): searches
 * submitted while a count is being written are added up and written after it, none lost, each
 * waiter resolved once its own count is in the table.
 */
import { and, eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { searchQueryStats } from '../../server/db/schema';
import { countSearch } from '../../server/features/search/query-stats';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;

test.before(async () => {
  t = await createTestApp();
});
test.after(() => t.close());

const countOf = async (query: string) =>
  (await t.database.db.select().from(searchQueryStats).where(and(eq(searchQueryStats.query, query)))).reduce((sum, row) => sum + row.count, 0);

test('searches submitted at once are all counted, and each is written when its promise resolves', async () => {
  const first = countSearch(t.database.db, 'Orgel Konzert');
  // Submitted while the first is being written: these wait for the next batch.
  const more = Array.from({ length: 9 }, (_, i) => countSearch(t.database.db, i % 2 ? 'ORGEL konzert' : 'Kuppel'));
  await first;
  assert.ok((await countOf('orgel konzert')) >= 1, 'the first search is counted once its promise resolved');
  await Promise.all(more);
  assert.is(await countOf('orgel konzert'), 5);
  assert.is(await countOf('kuppel'), 5);
});

test('a search after a batch starts a write of its own', async () => {
  await countSearch(t.database.db, 'Nachzügler');
  assert.is(await countOf('nachzügler'), 1);
  await countSearch(t.database.db, 'Nachzügler');
  assert.is(await countOf('nachzügler'), 2);
});

test.run();
