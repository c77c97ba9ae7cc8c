import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { documentTitle } from '../../common/document-title';

const SITE = 'Kulturzentrum Alte Synagoge';

test('a page title is followed by the site name', () => {
  assert.is(documentTitle('Besuch', SITE), 'Besuch | Kulturzentrum Alte Synagoge');
});

test('a page title that already names the site does not name it twice', () => {
  assert.is(documentTitle('Impressum – Kulturzentrum Alte Synagoge', SITE), 'Impressum – Kulturzentrum Alte Synagoge');
});

test('without a page title the site name stands alone', () => {
  assert.is(documentTitle('', SITE), SITE);
});

test.run();
