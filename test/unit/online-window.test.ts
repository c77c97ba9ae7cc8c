import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isOnline } from '../../common/online-window';

const NOW = new Date('2024-06-01T12:00:00Z');

test('a block without bounds is always online', () => {
  assert.ok(isOnline({}, NOW));
  assert.ok(isOnline({ online_from: null, online_to: null }, NOW));
});

test('a block is online from its start on, the start itself included', () => {
  assert.ok(isOnline({ online_from: '2024-06-01T12:00:00Z' }, NOW));
  assert.not.ok(isOnline({ online_from: '2024-06-01T12:00:01Z' }, NOW));
});

test('a block goes offline at its end, the end itself excluded', () => {
  assert.ok(isOnline({ online_to: '2024-06-01T12:00:01Z' }, NOW));
  assert.not.ok(isOnline({ online_to: '2024-06-01T12:00:00Z' }, NOW));
});

test('a block inside its window is online, outside it is not', () => {
  const window = { online_from: new Date('2024-05-01T00:00:00Z'), online_to: new Date('2024-07-01T00:00:00Z') };
  assert.ok(isOnline(window, NOW));
  assert.not.ok(isOnline(window, new Date('2024-04-30T23:59:59Z')));
  assert.not.ok(isOnline(window, new Date('2024-07-01T00:00:00Z')));
});

test('an offset in the stored timestamp is honoured', () => {
  assert.ok(isOnline({ online_from: '2024-06-01T13:30:00+02:00' }, NOW));
  assert.not.ok(isOnline({ online_from: '2024-06-01T14:30:00+02:00' }, NOW));
});

test.run();
