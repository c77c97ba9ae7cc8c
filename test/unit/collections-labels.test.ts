import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COLLECTIONS } from '../../common/collections/registry';
import { LANGS } from '../../common/routes';

test('no two collections share a name in the hub navigation, in either language (issue 20: "Schlagwörter" twice)', () => {
  for (const lang of LANGS) {
    const names = COLLECTIONS.map((c) => c.label.plural[lang]);
    assert.equal(names.filter((n, i) => names.indexOf(n) !== i), [], lang);
  }
});

test.run();
