import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { Router } from 'wouter';
import type { ProductionListItem, ProductionsPageData } from '../../common/api/programme';
import programme from '../../common/i18n/de/programme';
import { ROUTES_BY_NAME } from '../../common/routes';
import ProductionsPage from '../../site/pages/productions';
import { cmsPage } from '../helpers/fixtures';
import { calls, network, pageComponentTests, visit } from './app-harness';

const production = (id: number): ProductionListItem => ({
  id,
  title: `Produktion ${id}`,
  preline: '',
  subline: '',
  image: null,
  url: `/de/produktionen/produktion-${id}/${id}`,
  season: null,
  exhibition_type: null,
  tags: [],
  next_date: null,
});

const data = (): ProductionsPageData => ({
  seasons: [{ id: 1, name: 'Saison 2026/27', starts_on: '01-08-2026', ends_on: '31-07-2027' }],
  types: [],
  tags: [],
  productions: { count: 13, next: 2, previous: null, results: Array.from({ length: 10 }, (_, i) => production(i + 1)) },
});

function show() {
  const page = cmsPage({ id: 4, urls: { de: '/de/produktionen', en: '/en/productions' }, title: 'Produktionen', headline: 'Produktionen', breadcrumb: [] });
  return render(
    <Router>
      <ProductionsPage lang="de" route={ROUTES_BY_NAME.productions} params={{}} path="/de/produktionen" page={page} data={data()} />
    </Router>,
  );
}

pageComponentTests(test);

test("'Weitere Produktionen laden' is a link to ?page=2 (pages 1..2 from the server without JavaScript) that the app answers by appending page 2 in place", async () => {
  visit('/de/produktionen');
  network({ '/de/api/productions/?page=2': { count: 13, next: null, previous: 1, results: [11, 12, 13].map(production) } });
  show();
  const more = screen.getByRole('link', { name: programme.more });
  assert.is(more.getAttribute('href'), '/de/produktionen?page=2');
  const entries = history.length;
  fireEvent.click(more);
  await waitFor(() => assert.ok(screen.getByText('Produktion 13')));
  assert.ok(screen.getByText('Produktion 1'), 'page 1 stays');
  assert.equal(calls.map((c) => c.url), ['/de/api/productions/?page=2']);
  assert.is(location.pathname + location.search, '/de/produktionen', 'the address stays');
  assert.is(history.length, entries, 'no new history entry');
  assert.not.ok(screen.queryByRole('link', { name: programme.more }), 'no more pages: the link is gone');
});

test('with a season chosen the next link keeps it, and the selects are a GET form of the list\'s own address', async () => {
  visit('/de/produktionen?season=1');
  network({});
  show();
  assert.is(screen.getByRole('link', { name: programme.more }).getAttribute('href'), '/de/produktionen?page=2&season=1');
  const select = screen.getByRole('combobox', { name: programme.season }) as HTMLSelectElement;
  assert.is(select.name, 'season', 'sent by the form without JavaScript');
  assert.is(select.closest('form')?.getAttribute('method'), 'get');
  assert.is(select.closest('form')?.getAttribute('action'), '/de/produktionen');
});

test.run();
