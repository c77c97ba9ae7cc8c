import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { berlinInputValue, fromBerlinInput } from '../../common/format/berlin';
import { berlinTime } from '../../editor/care-strings';
import { moduleBadges, scheduleBadge } from '../../editor/schedule/badges';
import { loadEditorStrings } from '../../editor/i18n/strings';

// The editor's strings arrive per language (editor/i18n/strings.ts), as its entry loads them.
await Promise.all([loadEditorStrings('de'), loadEditorStrings('en')]);

// 2026-11-24 13:00 in Berlin (winter time, UTC+1).
const now = new Date('2026-11-24T12:00:00Z');

test("a window ahead reads 'scheduled' with the Berlin time, the day when not today, the year when not this year", () => {
  assert.equal(scheduleBadge({ online_from: '2026-11-24T13:32:00Z', online_to: null }, now, 'de'), { kind: 'scheduled', text: 'geplant 14:32' });
  assert.equal(scheduleBadge({ online_from: '2026-11-24T13:32:00Z', online_to: null }, now, 'en')?.text, 'scheduled 14:32');
  assert.is(berlinTime('2026-11-25T13:32:00Z', 'de', now), '25. Nov. 14:32');
  assert.is(berlinTime('2027-11-25T13:32:00Z', 'en', now), '25 Nov 2027 14:32');
});

test("a window that closed reads 'expired'; one that will close reads 'until'; none, nothing", () => {
  assert.is(scheduleBadge({ online_from: null, online_to: '2026-11-24T11:59:59Z' }, now, 'de')?.text, 'abgelaufen');
  assert.is(scheduleBadge({ online_from: '2026-11-01T00:00:00Z', online_to: '2026-11-24T17:00:00Z' }, now, 'en')?.text, 'until 18:00');
  assert.is(scheduleBadge({ online_from: '2026-11-01T00:00:00Z', online_to: null }, now, 'de'), null);
});

test('a module behind in the editing language is badged for translation, not in the other', () => {
  const module = { id: 1, type: 'text', online_from: null, online_to: null, data: {}, needs_translation: ['en' as const] };
  assert.equal(moduleBadges(module, now, 'en').map((b) => b.kind), ['translation']);
  assert.equal(moduleBadges(module, now, 'de'), []);
});

test('date controls show and take Berlin time across daylight saving', () => {
  assert.is(berlinInputValue('2026-07-01T12:30:00.000Z'), '2026-07-01T14:30');
  assert.is(fromBerlinInput('2026-07-01T14:30'), '2026-07-01T12:30:00.000Z');
  assert.is(fromBerlinInput('2026-12-01T10:00'), '2026-12-01T09:00:00.000Z');
  assert.is(fromBerlinInput(''), null);
  assert.is(berlinInputValue(null), '');
});

test.run();
