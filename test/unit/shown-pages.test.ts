import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { asShownPages, MAX_SHOWN_PAGES, shownPages } from '../../server/shell/loaders/shown-pages';

const test = suite('shown pages (issue 22: ?page=N without JavaScript)');

test('?page=N asks for pages 1..N, at most MAX_SHOWN_PAGES; no page is 1; anything else is no page', () => {
  assert.is(shownPages(new URLSearchParams('')), 1);
  assert.is(shownPages(new URLSearchParams('page=3')), 3);
  assert.is(shownPages(new URLSearchParams('page=99999')), MAX_SHOWN_PAGES);
  for (const bad of ['0', '-1', '2.5', 'abc', '02']) assert.is(shownPages(new URLSearchParams(`page=${bad}`)), null, bad);
});

test('pages 1..N fetched as one are answered as page N: next is N+1 while more remain', () => {
  const answer = { count: 25, next: null, previous: null, results: Array.from({ length: 20 }, (_, i) => i) };
  assert.equal({ next: asShownPages(answer, 2, 10).next, previous: asShownPages(answer, 2, 10).previous }, { next: 3, previous: 1 });
  assert.is(asShownPages({ ...answer, count: 20 }, 2, 10).next, null, 'no further page');
  assert.is(asShownPages({ ...answer, results: answer.results.slice(0, 10) }, 1, 10).next, 2);
});

test.run();
