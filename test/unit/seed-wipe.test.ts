import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contentTables } from '../../server/seed/wipe';

test('a forced re-seed wipes content but never what visitors sent or measured', () => {
  const wiped = contentTables();
  for (const kept of ['users', 'sessions', 'error_log', 'form_entries', 'temp_files', 'form_notifications', 'vital_samples', 'search_query_stats']) {
    assert.not.ok(wiped.includes(kept), `${kept} is kept`);
  }
  for (const content of ['pages', 'modules', 'events', 'forms']) assert.ok(wiped.includes(content), `${content} is wiped`);
});

test.run();
