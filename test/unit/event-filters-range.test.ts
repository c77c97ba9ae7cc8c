import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dayRange } from '../../common/modules/event-list/range';
import { validateModule } from '../../common/modules/validate';

const test = suite('event list module range');
/** Wednesday 11 March 2026, 23:30 in Berlin (22:30 UTC). */
const WEDNESDAY_NIGHT = new Date('2026-03-11T22:30:00Z');

test('date_from defaults to today in Berlin and date_to is open', () => {
  assert.equal(dayRange({}, WEDNESDAY_NIGHT), { from: '11-03-2026', to: null });
  assert.equal(dayRange({ date_from: '2026-04-01', date_to: '2026-04-30' }, WEDNESDAY_NIGHT), { from: '01-04-2026', to: '30-04-2026' });
});

test('next_3_days is today and the two days after', () => {
  assert.equal(dayRange({ filters: 'next_3_days' }, WEDNESDAY_NIGHT), { from: '11-03-2026', to: '13-03-2026' });
});

test('weekend is the coming Friday to Sunday, and the rest of it while it lasts', () => {
  assert.equal(dayRange({ filters: 'weekend' }, WEDNESDAY_NIGHT), { from: '13-03-2026', to: '15-03-2026' });
  assert.equal(dayRange({ filters: 'weekend' }, new Date('2026-03-14T10:00:00Z')), { from: '14-03-2026', to: '15-03-2026' });
  assert.equal(dayRange({ filters: 'weekend' }, new Date('2026-03-15T10:00:00Z')), { from: '15-03-2026', to: '15-03-2026' });
});

test('the module accepts its SPEC §3 fields and rejects a quick range it does not know', () => {
  assert.equal(validateModule('event-list', { date_from: '2026-04-01', tag: 3, filters: 'weekend' }), []);
  assert.ok(validateModule('event-list', { filters: 'tomorrow' }).some((e) => e.field === 'filters'));
});

test.run();
