import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ModuleData } from '../../common/api/types';
import { isVisible } from '../../common/modules/module-renderer';

const module = (online_from: string | null, online_to: string | null, type = 'text'): ModuleData => ({ id: 1, type, online_from, online_to, data: { content: '<p>x</p>' } });
const now = new Date('2026-05-01T12:00:00Z');

test('a module shows inside its online window: from inclusive, to exclusive', () => {
  assert.ok(isVisible(module(null, null), now));
  assert.ok(isVisible(module('2026-05-01T12:00:00Z', null), now));
  assert.not.ok(isVisible(module('2026-05-01T12:00:01Z', null), now));
  assert.not.ok(isVisible(module(null, '2026-05-01T12:00:00Z'), now));
  assert.ok(isVisible(module('2026-04-01T00:00:00Z', '2026-06-01T00:00:00Z'), now));
});

test('a module of an unknown type never shows', () => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    assert.not.ok(isVisible(module(null, null, 'carousel'), now));
  } finally {
    console.warn = warn;
  }
});

test.run();
