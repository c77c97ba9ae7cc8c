import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { distinctSentences } from '../../server/features/search/query-text';

test("a preline the subline repeats is said once ('Theater Theater für …' in search results)", () => {
  assert.is(
    distinctSentences('Theater Theater für junges Publikum ab 12 Jahren Ein Klassenzimmerstück.'),
    'Theater für junges Publikum ab 12 Jahren Ein Klassenzimmerstück.',
  );
  assert.is(distinctSentences('Kammerkonzert am Sonntag Kammerkonzert am Sonntag im Saal.'), 'Kammerkonzert am Sonntag im Saal.');
});

test('words that only look alike, or repeat further apart, are kept', () => {
  assert.is(distinctSentences('Theater Theatertage im Haus.'), 'Theater Theatertage im Haus.');
  assert.is(distinctSentences('Musik und Musik.'), 'Musik und Musik.');
});

test('a sentence an earlier one already holds is left out', () => {
  assert.is(distinctSentences('Ein Abend mit Klezmer. Ein Abend mit Klezmer. Im Hof.'), 'Ein Abend mit Klezmer. Im Hof.');
});

test.run();
