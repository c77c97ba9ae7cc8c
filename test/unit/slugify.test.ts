import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { slugify, suggestPath } from '../../common/slugify';
import { fileStem } from '../../server/media/renditions';

test('German umlauts become ae, oe, ue and ß becomes ss', () => {
  assert.is(slugify('Über die Größe der Tür'), 'ueber-die-groesse-der-tuer');
  assert.is(slugify('Ärger, Öl & Straße'), 'aerger-oel-strasse');
});

test('other accents are dropped and anything else becomes one dash', () => {
  assert.is(slugify('  Café Crème — 2026!  '), 'cafe-creme-2026');
  assert.is(slugify('***'), '');
});

test('a page address is suggested below its parent or the language home', () => {
  assert.is(suggestPath('Geschichte des Hauses', 'de', '/de/haus'), '/de/haus/geschichte-des-hauses');
  assert.is(suggestPath('Visit', 'en'), '/en/visit');
});

test('uploaded file names use the same rule', () => {
  assert.is(fileStem('Große Tür.JPG'), 'grosse-tuer');
  assert.is(fileStem('….png'), 'image');
});

test.run();
