/**
 * Parts of a page body the server reuses between renders (server/shell/render-memo.ts):
 * the same HTML as drawing them again, only for the same inputs, the same content version and
 * before the next scheduled change, and for another query only when the part did not read it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToStringAsync } from 'preact-render-to-string';
import { Router, useSearch } from 'wouter';
import { MemoPart, RenderMemoContext } from '../../site/render/memo-part';
import { RenderedParts, ssrSearchHook } from '../../server/shell/render-memo';
import { useSearchAs } from '../../site/render/memo-part';

/** Counts how often each part's content was really drawn. */
const drawn: Record<string, number> = {};

function Counted({ name, text }: { name: string; text: string }) {
  drawn[name] = (drawn[name] ?? 0) + 1;
  return <p>{text}</p>;
}

function ShowsQuery() {
  drawn.query = (drawn.query ?? 0) + 1;
  return <p>query {useSearch()}</p>;
}

/** Like the header's language links: the query only carried as it is. */
function CarriesQuery() {
  drawn.links = (drawn.links ?? 0) + 1;
  const search = useSearch();
  return <a href={search ? `/en?${search}` : '/en'}>English</a>;
}

/** Like the search page: renders from `q` alone, whatever else the query holds. */
function ShowsQ() {
  drawn.q = (drawn.q ?? 0) + 1;
  const q = useSearchAs((search) => new URLSearchParams(search).get('q') ?? '', (value) => value);
  return <p>q {q}</p>;
}

function Page({ text }: { text: string }) {
  return (
    <div>
      <header>{useSearch()}</header>
      <MemoPart name="links" verbatimQuery>
        <CarriesQuery />
      </MemoPart>
      <MemoPart name="main">
        <Counted name="main" text={text} />
      </MemoPart>
      <MemoPart name="query">
        <ShowsQuery />
      </MemoPart>
      <MemoPart name="q">
        <ShowsQ />
      </MemoPart>
    </div>
  );
}

const parts = new RenderedParts();

async function render(text: string, search: string, ticket = { version: 1, nextChange: 1000 }, now = 0, inputs = text) {
  const memo = parts.forRender(inputs, search, ticket, now);
  const tree = (
    <Router ssrPath="/de" ssrSearch={search} searchHook={ssrSearchHook}>
      <Page text={text} />
    </Router>
  );
  const memoised = memo.finish(await renderToStringAsync(<RenderMemoContext.Provider value={memo}>{tree}</RenderMemoContext.Provider>));
  // The same tree drawn without a memo: what a render always gave.
  const plain = await renderToStringAsync(tree);
  return { memoised, plain };
}

test('a reused part is the HTML drawing it again gives, without markers, and is not drawn again', async () => {
  const first = await render('Eins', 'a=1');
  assert.is(first.memoised, first.plain);
  const before = drawn.main;
  const second = await render('Eins', 'a=2');
  assert.is(second.memoised, second.plain);
  // Drawn once for the plain comparison render, not for the memoised one.
  assert.is(drawn.main, before! + 1);
  assert.not.match(second.memoised, '<!--');
  // The header outside every part always shows this render's query.
  assert.match(second.memoised, '<header>a=2</header>');
});

test('a part that read the query is reused only for the same query', async () => {
  await render('Zwei', 'b=1');
  const again = await render('Zwei', 'b=2');
  assert.match(again.memoised, 'query b=2');
  assert.is(again.memoised, again.plain);
  const before = drawn.query!;
  const same = await render('Zwei', 'b=2');
  assert.is(same.memoised, same.plain);
  assert.is(drawn.query, before + 1, 'only the plain render drew it');
});

test('other inputs, a new content version or the next scheduled change draw the part again', async () => {
  await render('Drei', '', { version: 1, nextChange: 1000 });
  // Other inlined data (another hash): its own text.
  assert.match((await render('Vier', '', { version: 1, nextChange: 1000 })).memoised, 'Vier');
  // The same inputs under a new content version: a new draw, whatever the text is now.
  let before = drawn.main!;
  const edited = await render('Drei (neu)', '', { version: 2, nextChange: 1000 }, 0, 'Drei');
  assert.match(edited.memoised, 'Drei (neu)');
  assert.is(drawn.main, before + 2);
  // The next scheduled change has come: drawn again even in the same version.
  before = drawn.main!;
  const later = await render('Drei (später)', '', { version: 2, nextChange: 1000 }, 1000, 'Drei');
  assert.match(later.memoised, 'Drei (später)');
  assert.is(drawn.main, before + 2);
});

test('a part that reads the query through useSearchAs is reused for every query that makes the same of it', async () => {
  await render('Sechs', 'q=a&utm_source=x');
  const before = drawn.q!;
  const other = await render('Sechs', 'q=a&utm_source=y');
  assert.is(other.memoised, other.plain);
  assert.is(drawn.q, before + 1, 'only the plain render drew it');
  const newWord = await render('Sechs', 'q=b&utm_source=y');
  assert.match(newWord.memoised, 'q b');
  assert.is(newWord.memoised, newWord.plain);
  assert.is(drawn.q, before + 3, 'another q is drawn again');
});

test('a part that carries the query as it is draws once for every query, each render with its own query put in', async () => {
  // The characters the drawn HTML escapes, a decoded %-escape, one that does not decode, and a second '?'.
  const queries = ['x=1', 'q=a"b<c&d>e\'f', 'q=%C3%BCber', 'q=%E0%A4%A', '?b=2', 'q=%22', ''];
  for (const search of queries) {
    const first = await render('Fünf', search);
    assert.is(first.memoised, first.plain, search);
  }
  const before = drawn.links!;
  for (const search of ['y=2', 'q=a"b<c&d>e\'f', '']) {
    const again = await render('Fünf', search);
    assert.is(again.memoised, again.plain, search);
    assert.not.match(again.memoised, '\uE000');
  }
  // Drawn only by the three plain renders: the memoised ones took the part with their query put in.
  assert.is(drawn.links, before + 3);
});

test.run();
