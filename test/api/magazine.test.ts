/** The magazine API on the seeded demo magazine (SPEC §7 article calls). */
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ArticleCategory, ArticleDetail, ArticleListItem, ArticleTag } from '../../common/api/magazine';
import type { Paginated } from '../../common/api/types';
import { articles } from '../../server/db/schema';
import { createTestApp, loginAsEditor, type TestApp } from '../helpers/app';

let t: TestApp;

test.before(async () => {
  t = await createTestApp();
});
test.after(() => t.close());

async function get<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ url: path, headers });
  assert.is(res.statusCode, 200, `${path}: ${res.body}`);
  return res.json<T>();
}

const allArticles = async (lang: 'de' | 'en', query = '') => {
  const first = await get<Paginated<ArticleListItem>>(`/${lang}/api/articles/?${query}`);
  const second = first.next ? await get<Paginated<ArticleListItem>>(`/${lang}/api/articles/?${query}&page=${first.next}`) : null;
  return { count: first.count, results: [...first.results, ...(second?.results ?? [])] };
};

test('24 online articles are listed twelve to a page, newest first, the expired one left out', async () => {
  const page1 = await get<Paginated<ArticleListItem>>('/de/api/articles/');
  assert.equal([page1.count, page1.results.length, page1.next, page1.previous], [24, 12, 2, null]);
  const page2 = await get<Paginated<ArticleListItem>>('/de/api/articles/?page=2');
  assert.equal([page2.results.length, page2.next, page2.previous], [12, null, 1]);
  const dates = [...page1.results, ...page2.results].map((a) => Date.parse(a.published_at));
  assert.equal(dates, [...dates].sort((a, b) => b - a));
  assert.not.ok([...page1.results, ...page2.results].some((a) => a.title === 'Schreibwerkstatt für Jugendliche'));
  const past = await get<Paginated<ArticleListItem>>('/de/api/articles/?page=9');
  assert.equal([past.count, past.results.length, past.next], [24, 0, null]);
});

test('articles speak the requested language, with images, categories, tags and addresses of that language', async () => {
  const { results } = await get<Paginated<ArticleListItem>>('/en/api/articles/');
  const gorki = results.find((a) => a.title === 'Henryk Górki: a composer returns')!;
  assert.ok(gorki, 'the English title');
  assert.is(gorki.url, `/en/mediathek-en/henryk-gorki-a-composer-returns/${gorki.id}`);
  assert.ok(gorki.image && gorki.image.renditions.length > 0 && gorki.image.alt.startsWith('Arcs of light'));
  assert.equal(gorki.categories.map((c) => c.name), ['Essays']);
  assert.equal(gorki.tags.map((tag) => tag.name), ['Composition', 'Chamber music', 'Exile']);
  assert.is(gorki.tags[0]!.url, `/en/mediathek-en/tags/composition/${gorki.tags[0]!.id}`);
});

test('five categories and fifteen tags exist, with a slug and address per language', async () => {
  const de = await get<ArticleCategory[]>('/api/article-categories/');
  const en = await get<ArticleCategory[]>('/api/article-categories/?lang=en');
  assert.is(de.length, 5);
  assert.equal(await get<ArticleCategory[]>('/en/api/article-categories/'), en);
  const history = en.find((c) => c.slug === 'history-of-the-building')!;
  assert.equal(history, { id: history.id, name: 'History of the building', slug: 'history-of-the-building', url: `/en/mediathek-en/categories/history-of-the-building/${history.id}` });
  assert.is(de.find((c) => c.id === history.id)!.url, `/de/mediathek-de/categories/geschichte-des-hauses/${history.id}`);
  const tags = await get<ArticleTag[]>('/de/api/article-tags/');
  assert.is(tags.length, 15);
  assert.ok(tags.every((tag) => tag.count >= 1), 'every tag carries at least one online article');
});

test('the category and tag filters list only the articles that carry them', async () => {
  const categories = await get<ArticleCategory[]>('/api/article-categories/');
  let total = 0;
  for (const category of categories) {
    const { count, results } = await allArticles('de', `category=${category.id}`);
    assert.ok(count > 0 && results.every((a) => a.categories.some((c) => c.id === category.id)), category.name);
    total += count;
  }
  assert.ok(total >= 24, 'every article is in at least one category');
  const tags = await get<ArticleTag[]>('/de/api/article-tags/');
  const remembrance = tags.find((tag) => tag.slug === 'erinnerungskultur')!;
  const tagged = await allArticles('de', `tag=${remembrance.id}`);
  assert.is(tagged.count, remembrance.count);
  assert.ok(tagged.results.every((a) => a.tags.some((tag) => tag.id === remembrance.id)));
});

test('the teaser call gives the newest articles, three unless items asks for 1 to 8', async () => {
  const three = await get<ArticleListItem[]>('/de/api/articles-teaser/');
  const list = await get<Paginated<ArticleListItem>>('/de/api/articles/');
  assert.equal(three.map((a) => a.id), list.results.slice(0, 3).map((a) => a.id));
  assert.is((await get<ArticleListItem[]>('/en/api/articles-teaser/?items=8')).length, 8);
});

test('the detail gives the body as page modules in the language, both addresses and related programme', async () => {
  const { results } = await allArticles('de');
  const withQuote = results.find((a) => a.title === '1994: Die Wiedereröffnung')!;
  const detail = await get<ArticleDetail>(`/en/api/articles/${withQuote.id}/`);
  assert.is(detail.title, '1994: the reopening');
  assert.equal(detail.urls, { de: `/de/mediathek-de/1994-die-wiedereroeffnung/${withQuote.id}`, en: `/en/mediathek-en/1994-the-reopening/${withQuote.id}` });
  assert.equal(detail.body.map((m) => m.type), ['text', 'quote', 'text']);
  assert.match(String(detail.body[0]!.data.content), /^<p>The square was full of people/);
  assert.is(detail.body[0]!.data.decrease_distance, false);
  assert.is(detail.body[1]!.data.author, 'Ruth Feldmann');
  const gorki = results.find((a) => a.title.startsWith('Henryk Górki'))!;
  const related = await get<ArticleDetail>(`/de/api/articles/${gorki.id}/`);
  assert.ok(related.events.length === 1 && related.events[0]!.url.startsWith('/de/programm/'), 'one upcoming event');
  assert.ok(related.productions.length === 1 && related.productions[0]!.url.startsWith('/de/produktionen/'), 'one production');
});

test('English falls back to German where a text is not translated', async () => {
  const [row] = await t.database.db.insert(articles).values({ slug: { de: 'nur-deutsch' }, title: { de: 'Nur auf Deutsch' }, lead: { de: 'Noch nicht übersetzt.' } }).returning();
  const detail = await get<ArticleDetail>(`/en/api/articles/${row!.id}/`);
  assert.equal([detail.title, detail.lead, detail.url], ['Nur auf Deutsch', 'Noch nicht übersetzt.', `/en/mediathek-en/nur-deutsch/${row!.id}`]);
  await t.database.db.delete(articles).where(eq(articles.id, row!.id));
});

test('an offline or expired article is neither listed nor shown to visitors; editors still open it', async () => {
  const [offline] = await t.database.db.insert(articles).values({ slug: { de: 'entwurf' }, title: { de: 'Entwurf' }, isOnline: false, publishedAt: new Date(Date.now() + 1000) }).returning();
  const [expired] = await t.database.db.insert(articles).values({ slug: { de: 'vorbei' }, title: { de: 'Vorbei' }, onlineTo: new Date(Date.now() - 1000) }).returning();
  const { count, results } = await allArticles('de');
  assert.is(count, 24);
  assert.not.ok(results.some((a) => a.id === offline!.id || a.id === expired!.id));
  for (const id of [offline!.id, expired!.id]) {
    const res = await t.app.inject(`/de/api/articles/${id}/`);
    assert.equal([res.statusCode, res.json().message], [404, '404 Not Found']);
  }
  const cookie = await loginAsEditor(t);
  assert.is((await get<ArticleDetail>(`/de/api/articles/${offline!.id}/`, { cookie })).title, 'Entwurf');
});

test('bad parameters are a 400 naming the parameter', async () => {
  const cases: [string, string][] = [
    ['/de/api/articles/?category=abc', 'category must be a numeric id'],
    ['/de/api/articles/?tag=1;drop', 'tag must be a numeric id'],
    ['/de/api/articles/?page=0', 'page must be a whole number from 1'],
    ['/en/api/articles-teaser/?items=9', 'items must be a whole number from 1 to 8'],
    ['/de/api/articles/abc/', 'id must be a numeric id'],
    ['/api/article-categories/?lang=fr', 'lang must be one of de, en'],
  ];
  for (const [url, message] of cases) {
    const res = await t.app.inject(url);
    assert.equal([res.statusCode, res.json()], [400, { message, statusCode: 400 }], url);
  }
  assert.is((await t.app.inject('/de/api/articles/999999/')).statusCode, 404);
});

test.run();
