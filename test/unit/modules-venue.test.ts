import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validateModule } from '../../common/modules/validate';

test('a venue module needs a venue, given as a reference (SPEC §5)', () => {
  assert.equal(validateModule('venue', {}), [{ field: 'venue', code: 'required' }]);
  assert.equal(validateModule('venue', { venue: { $venue: 2 } }), []);
});

test('a venue given as a bare id, a media reference or a broken id is refused', () => {
  for (const venue of [2, { $media: 2 }, { $venue: 0 }, { $venue: '2' }]) {
    assert.equal(validateModule('venue', { venue }), [{ field: 'venue', code: 'notOption' }], JSON.stringify(venue));
  }
});

test('a venue list has no fields of its own', () => {
  assert.equal(validateModule('venue-list', {}), []);
});

test.run();
