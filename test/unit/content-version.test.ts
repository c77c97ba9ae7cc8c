import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ContentVersion } from '../../server/cache/content-version';
import type { Database } from '../../server/db/client';

/** A database whose version reads the test answers one by one, in any order. */
function fakeDatabase() {
  const pending: ((version: number) => void)[] = [];
  const database = {
    db: {
      execute: () => new Promise((resolve) => pending.push((version) => resolve([{ version }]))),
    },
  } as unknown as Database;
  return { database, pending };
}

test('a read begun before a write is not shared with a caller after it: the visitor gets the new version', async () => {
  const { database, pending } = fakeDatabase();
  const versions = new ContentVersion(database, 60_000);
  // A request asks while the editor's write is still in its transaction.
  const before = versions.current() as Promise<number>;
  // The write's request ends: the process reads again.
  versions.invalidate();
  const after = versions.current();
  assert.ok(after instanceof Promise, 'a read is under way');
  assert.is(pending.length, 2, 'the caller after the write starts a read of its own');
  pending[1]!(6);
  pending[0]!(5);
  assert.is(await before, 5);
  assert.is(await after, 6);
  assert.is(versions.current(), 6, 'the older read finishing last does not put its version back');
});

test('callers between two writes share one read', async () => {
  const { database, pending } = fakeDatabase();
  const versions = new ContentVersion(database, 60_000);
  const one = versions.current();
  const two = versions.current();
  assert.is(pending.length, 1);
  pending[0]!(3);
  assert.is(await one, 3);
  assert.is(await two, 3);
  assert.is(versions.current(), 3, 'fresh: no read');
});

test.run();
