import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SharedData } from '../../server/cache/shared-data';
import { jsonForScript } from '../../server/shell/escape';
import { addInitialJson, ByteParts } from '../../server/shell/initial-json';

const ticket = (version: number) => ({ version, nextChange: Number.POSITIVE_INFINITY });
const bytesOf = (value: unknown) => addInitialJson(new ByteParts(), value).bytes().toString('utf8');

/** What the page inlined before: the whole object through jsonForScript at once. */
const whole = (value: unknown) => jsonForScript(value);

test('the inlined data is byte for byte what serialising it whole gives, shared parts included', async () => {
  const shared = new SharedData();
  const common = await shared.get('common:de', ticket(1), 0, async () => ({ title: 'Theater </script><!-- & Bühne', line: 'a\u2028b', at: new Date(0), gone: undefined }));
  const events = await shared.get('events:de', ticket(1), 0, async () => [{ id: 1, title: 'Nathan <der> Weise' }]);
  const initial = { lang: 'de', path: '/de', skip: undefined, fn: () => 1, common, data: { query: 'genre=1', events, empty: {}, list: [undefined, 2] }, error: null };
  assert.is(bytesOf(initial), whole(initial));
  // The second render of the version reads the kept bytes: still the same document.
  assert.is(bytesOf(initial), whole(initial));
});

test('after a write the next render inlines the new content, not the kept JSON of the old', async () => {
  const shared = new SharedData();
  let title = 'Alt';
  const load = async () => ({ title });
  const before = await shared.get('common:de', ticket(1), 0, load);
  assert.ok(bytesOf({ common: before }).includes('"Alt"'));
  title = 'Neu';
  const after = await shared.get('common:de', ticket(2), 0, load);
  assert.ok(bytesOf({ common: after }).includes('"Neu"'));
  assert.not.ok(bytesOf({ common: after }).includes('"Alt"'));
});

test('an object no render shares (a signed-in editor\'s own load) is serialised afresh every time', () => {
  const own = { title: 'Entwurf' };
  assert.is(bytesOf({ page: own }), whole({ page: own }));
  own.title = 'Entwurf 2';
  assert.ok(bytesOf({ page: own }).includes('Entwurf 2'));
});

test.run();
