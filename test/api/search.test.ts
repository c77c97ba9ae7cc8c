/**
 * Site search on the seeded demo content : language, accents, typos,
 * ranking, offline content, metacharacters, same-transaction freshness, validation and counting.
 */
import { eq, sql } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AutocompleteResponse, SearchOverview, SearchPage } from '../../common/api/search';
import { articles, events, modules, pages, searchQueryStats } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertModule, insertPage, insertSection } from './fixtures';

let t: TestApp;

test.before(async () => {
  t = await createTestApp();
});
test.after(() => t.close());

async function get<T>(path: string): Promise<T> {
  const res = await t.app.inject(path);
  assert.is(res.statusCode, 200, `${path}: ${res.body}`);
  return res.json<T>();
}

const q = encodeURIComponent;
const others = (query: string, lang = 'de') => get<SearchPage>(`/api/search/others/?query=${q(query)}&lang=${lang}`);
const titles = (page: SearchPage) => page.results.map((hit) => hit.title);
const suggest = async (query: string, lang = 'de') => (await get<AutocompleteResponse>(`/api/search/autocomplete/?query=${q(query)}&lang=${lang}`)).data;

test('a German query finds German content and an English query English content', async () => {
  const de = await others('Kuppel');
  assert.ok(titles(de).includes('Wie die Kuppel zurückkam'), titles(de).join(' | '));
  const en = await get<SearchPage>(`/en/api/search/others/?query=dome`);
  assert.ok(titles(en).includes('How the dome came back'), titles(en).join(' | '));
  assert.not.ok(titles(await others('Kuppel', 'en')).includes('Wie die Kuppel zurückkam'), 'no German document in English results');
  // Stemming of the language: the German plural finds the singular, the English one too.
  assert.ok(titles(await others('Streichquartett')).includes('Henryk Górki: Ein Komponist kehrt zurück'), 'the lead says Streichquartette');
  assert.ok(titles(await others('domes', 'en')).includes('How the dome came back'));
});

test("'Gorki' finds the title written 'Górki', with the hit marked in the snippet", async () => {
  const page = await others('Gorki');
  const hit = page.results.find((h) => h.title === 'Henryk Górki: Ein Komponist kehrt zurück')!;
  assert.ok(hit, titles(page).join(' | '));
  assert.equal([hit.kind, hit.url], ['article', `/de/mediathek-de/henryk-gorki-ein-komponist-kehrt-zurueck/${hit.id}`]);
  assert.match(hit.snippet, '<mark>Górki</mark>');
});

test('autocomplete completes the last word, and a one-letter typo in a title word still suggests it', async () => {
  assert.ok((await suggest('henryk gó')).includes('Henryk Górki: Ein Komponist kehrt zurück'));
  assert.ok((await suggest('gorky')).includes('Henryk Górki: Ein Komponist kehrt zurück'));
  assert.ok((await suggest('kupel')).includes('Wie die Kuppel zurückkam'));
  assert.ok((await suggest('rosetenfenster')).includes('Das Rosettenfenster, Glas für Glas'));
  assert.ok((await suggest('DOME', 'en')).includes('How the dome came back'));
  const many = await suggest('die');
  assert.ok(many.length <= 8 && new Set(many).size === many.length, 'at most eight, no duplicates');
});

test('a title match ranks above a body match', async () => {
  const body = (text: string) => [{ type: 'text', fields: {}, i18n: { de: { content: `<p>${text}</p>` } } }];
  await t.database.db.insert(articles).values([
    { slug: { de: 'b' }, title: { de: 'Ein Abend im Saal' }, lead: { de: 'Musik.' }, body: body('Zum Schluss erklang das Zimbelspiel.') },
    { slug: { de: 'a' }, title: { de: 'Das Zimbelspiel' }, lead: { de: 'Musik.' }, body: body('Ein Instrument mit Saiten.') },
  ]);
  assert.equal(titles(await others('Zimbelspiel')), ['Das Zimbelspiel', 'Ein Abend im Saal']);
});

test('an event that has started is not found, even when it matches better (issue #26)', async () => {
  const day = 24 * 3600 * 1000;
  await t.database.db.insert(events).values([
    { slug: { de: 'alt' }, title: { de: 'Harfenabend' }, startsAt: new Date(Date.now() - 30 * day) },
    { slug: { de: 'neu' }, title: { de: 'Kammerkonzert' }, description: { de: '<p>Mit Harfenabend-Zugabe und Harfenabend.</p>' }, startsAt: new Date(Date.now() + 30 * day) },
  ]);
  const page = await get<SearchPage>(`/api/search/events/?query=${q('Harfenabend')}`);
  assert.equal(titles(page), ['Kammerkonzert']);
  assert.ok(page.results.every((hit) => hit.kind === 'event' && hit.starts_at !== null && hit.url.startsWith('/de/programm/')));
});

test('an offline page, an offline event and an expired article are never returned', async () => {
  const page = await insertPage(t.database.db, { pathDe: '/de/geheim', pathEn: '/en/secret', title: { de: 'Quittenblütenfest' }, isOnline: false });
  const section = await insertSection(t.database.db, { slug: 'geheim', pageId: page.id });
  await insertModule(t.database.db, { sectionId: section.id, type: 'text', i18n: { de: { content: '<p>Quittenblütenfest</p>' } } });
  await t.database.db.insert(events).values({ slug: { de: 'q' }, title: { de: 'Quittenblütenfest im Hof' }, startsAt: new Date(Date.now() + 1e9), isOnline: false });
  await t.database.db.insert(articles).values({ slug: { de: 'q' }, title: { de: 'Quittenblütenfest 2019' }, onlineTo: new Date(Date.now() - 1000) });
  const overview = await get<SearchOverview>(`/api/search/?query=${q('Quittenblütenfest')}`);
  assert.equal([overview.events.count, overview.others.count], [0, 0]);
  assert.equal(await suggest('quittenblütenfest'), []);
  assert.not.ok((await suggest('quittenblü')).some((s) => s.includes('quittenblütenfest')), 'no word of a hidden document is completed');
  assert.is((await get<SearchOverview>(`/api/search/?query=${q('Quittenblütenfst')}`)).suggestion, null, 'nor offered as a correction');
  await t.database.db.update(pages).set({ isOnline: true }).where(eq(pages.id, page.id));
  assert.equal(titles(await others('Quittenblütenfest')), ['Quittenblütenfest'], 'found once online');
});

test('SQL and HTML metacharacters in a query are harmless and echoed escaped', async () => {
  for (const query of [`'); drop table search_documents; --`, '<script>alert(1)</script>', `"unclosed & | ! :* \\`, 'Kuppel OR 1=1']) {
    const overview = await get<SearchOverview>(`/api/search/?query=${q(query)}`);
    assert.not.ok(/[<>"']/.test(overview.query), overview.query);
    for (const hit of [...overview.events.results, ...overview.others.results]) assert.not.ok(/<(?!\/?mark>)/.test(hit.snippet), hit.snippet);
    await get<AutocompleteResponse>(`/api/search/autocomplete/?query=${q(query)}`);
  }
  assert.is((await get<SearchOverview>(`/api/search/?query=${q('<b>x</b>')}`)).query, '&lt;b&gt;x&lt;/b&gt;');
  const still = await t.database.db.execute(sql`select count(*)::int as n from search_documents`);
  assert.ok((still as unknown as { rows: { n: number }[] }).rows[0]!.n > 100, 'the index is still there');
});

test('HTML in content reaches the snippet escaped, only the hits marked', async () => {
  await t.database.db.insert(articles).values({ slug: { de: 'x' }, title: { de: 'Notenblätter' }, lead: { de: 'Mozart &amp; Salieri: <img src=x onerror=alert(1)> Spinettklang <b>fett</b>' } });
  const [hit] = (await others('Spinettklang')).results;
  assert.ok(hit);
  assert.not.ok(/<(?!\/?mark>)/.test(hit!.snippet), hit!.snippet);
  assert.match(hit!.snippet, '<mark>Spinettklang</mark>');
  assert.match(hit!.snippet, 'Mozart &amp; Salieri');
});

test('a content edit is searchable in the next request, in every source of text', async () => {
  const [article] = await t.database.db.insert(articles).values({ slug: { de: 'e' }, title: { de: 'Vorläufiger Titel' } }).returning();
  // Typo tolerance may find other documents (the seed has a 'mandelbaum'), never the old title's article.
  assert.not.ok(titles(await others('Mandelbaumblüte')).includes('Die Mandelbaumblüte'));
  await t.database.db.update(articles).set({ title: { de: 'Die Mandelbaumblüte' } }).where(eq(articles.id, article!.id));
  assert.equal(titles(await others('Mandelbaumblüte')), ['Die Mandelbaumblüte']);
  assert.ok((await suggest('mandelbaum')).includes('Die Mandelbaumblüte'));

  const page = await insertPage(t.database.db, { pathDe: '/de/garten', pathEn: '/en/garden', title: { de: 'Garten', en: 'Garden' } });
  const section = await insertSection(t.database.db, { slug: 'garten', pageId: page.id });
  const [module] = [await insertModule(t.database.db, { sectionId: section.id, type: 'text', i18n: { de: { content: '<p>Rosen</p>' }, en: { content: '<p>Roses</p>' } } })];
  await t.database.db.update(modules).set({ i18n: { de: { content: '<p>Feigenbaumhain</p>' }, en: { content: '<p>Fig grove</p>' } } }).where(eq(modules.id, module!.id));
  const hit = (await others('Feigenbaumhain')).results[0]!;
  assert.equal([hit.kind, hit.title, hit.url], ['page', 'Garten', '/de/garten']);
  assert.is((await others('fig grove', 'en')).results[0]?.url, '/en/garden');

  await t.database.db.delete(articles).where(eq(articles.id, article!.id));
  assert.not.ok(titles(await others('Mandelbaumblüte')).includes('Die Mandelbaumblüte'), 'a deleted article is gone');
});

test('empty, missing and over-long queries and bad pages are a 400', async () => {
  const cases: [string, string][] = [
    ['/api/search/?query=', 'query must be between 1 and 100 characters'],
    [`/api/search/?query=${q('   ')}`, 'query must be between 1 and 100 characters'],
    ['/api/search/autocomplete/', 'query must be between 1 and 100 characters'],
    [`/api/search/events/?query=${'a'.repeat(101)}`, 'query must be between 1 and 100 characters'],
    [`/api/search/others/?query=${'a'.repeat(1000)}`, 'query must be between 1 and 100 characters'],
    ['/api/search/others/?query=Kuppel&page=0', 'page must be a whole number from 1'],
    ['/api/search/others/?query=Kuppel&page=zwei', 'page must be a whole number from 1'],
  ];
  for (const [url, message] of cases) {
    const res = await t.app.inject(url);
    assert.equal([res.statusCode, res.json()], [400, { message, statusCode: 400 }], url);
  }
  assert.is((await t.app.inject(`/api/search/?query=${q(` ${'a'.repeat(100)} `)}`)).statusCode, 200, '100 characters after trimming');
});

test('results page ten at a time', async () => {
  const first = await get<SearchPage>(`/api/search/events/?query=${q('Konzert')}`);
  assert.ok(first.count > 10 && first.results.length === 10 && first.next === 2, `${first.count}`);
  const second = await get<SearchPage>(`/api/search/events/?query=${q('Konzert')}&page=2`);
  assert.not.ok(second.results.some((hit) => first.results.some((h) => h.id === hit.id)));
  const beyond = await get<SearchPage>(`/api/search/events/?query=${q('Konzert')}&page=99`);
  const lastPage = Math.ceil(first.count / 10);
  assert.equal([beyond.count, beyond.results.length, beyond.next, beyond.previous], [first.count, 0, null, lastPage], 'previous is the last page with results');
  const none = await get<SearchPage>(`/api/search/events/?query=${q('xyzzyquux')}&page=9999`);
  assert.equal([none.count, none.next, none.previous], [0, null, null], 'no result: no page to go back to');
});

test('a typo in the full search still finds the title, and correct words keep their ranking', async () => {
  for (const [typed, lang, expected] of [
    ['synagoe', 'de', 'Synagoge'],
    ['nathn', 'de', 'Nathan'],
    ['Kammermusic', 'de', 'Kammermusik'],
    ['nathn', 'en', 'Nathan'],
  ] as const) {
    const overview = await get<SearchOverview>(`/api/search/?query=${q(typed)}&lang=${lang}`);
    const found = [...overview.events.results, ...overview.others.results].map((hit) => hit.title);
    assert.ok(found.some((title) => title.includes(expected)), `${typed} (${lang}): ${found.join(' | ')}`);
  }
  // A correctly spelt word is found by its words, as before: the typo fallback adds nothing to it.
  const exact = await others('Kuppel');
  assert.ok(exact.results.every((hit) => /kuppel/i.test(hit.snippet)), exact.results.map((h) => h.snippet).join(' | '));
});

test('a snippet never repeats a sentence, even where subline, lead and description say the same', async () => {
  for (const query of ['Synagoge', 'Konzert', 'Klezmer']) {
    const page = await get<SearchPage>(`/api/search/events/?query=${q(query)}`);
    for (const hit of page.results) {
      const sentences = hit.snippet.replace(/<\/?mark>/g, '').split(/(?<=[.!?])\s+| … /).map((s) => s.trim().toLowerCase()).filter((s) => s.length > 12);
      assert.is(new Set(sentences).size, sentences.length, `${hit.title}: ${hit.snippet}`);
    }
  }
});

// On the seed: 'Konzert' is in many event texts; 'Klezmer-Nacht' is a production
// and its events; the page 'Geschichte' tells the history of the Alte Synagoge; the production 'Der
// Dibbuk' is called 'The Dybbuk' in English.
test("'konzrt' finds what 'Konzert' finds and offers 'Meinten Sie konzert?'", async () => {
  const typo = await get<SearchOverview>(`/api/search/?query=${q('konzrt')}`);
  const right = await get<SearchOverview>(`/api/search/?query=${q('Konzert')}`);
  assert.is(typo.suggestion, 'konzert');
  assert.is(right.suggestion, null, 'a word the index holds is not corrected');
  assert.ok(typo.events.count >= right.events.count && right.events.count > 0, `${typo.events.count}`);
  assert.equal(typo.events.results.map((hit) => hit.id), right.events.results.map((hit) => hit.id), 'the same hits, ranked the same');
  assert.is((await get<SearchPage>(`/api/search/events/?query=${q('konzrt')}`)).suggestion, 'konzert', 'the category pages offer it too');
  assert.is((await get<SearchOverview>(`/api/search/?query=${q('xyzzyquux')}`)).suggestion, null, 'nothing near: no suggestion');
});

test("'klesmer', 'synagoe' and (German) 'dybbuk' find the intended event, production or page", async () => {
  const all = async (query: string) => {
    const overview = await get<SearchOverview>(`/api/search/?query=${q(query)}&lang=de`);
    return { overview, hits: [...overview.events.results, ...overview.others.results].map((hit) => `${hit.kind}:${hit.title}`) };
  };
  const klesmer = await all('klesmer');
  assert.is(klesmer.overview.suggestion, 'klezmer');
  assert.ok(klesmer.hits.includes('production:Klezmer-Nacht') && klesmer.hits.includes('event:Klezmer-Nacht'), klesmer.hits.join(' | '));
  const synagoe = await all('synagoe');
  assert.is(synagoe.overview.suggestion, 'synagoge');
  assert.ok(synagoe.hits.includes('page:Geschichte'), `a page, not only events: ${synagoe.hits.join(' | ')}`);
  const dybbuk = await get<SearchPage>(`/api/search/events/?query=${q('dybbuk')}&lang=de`);
  assert.ok(dybbuk.count > 0 && dybbuk.results.every((hit) => hit.title === 'Der Dibbuk'), titles(dybbuk).join(' | '));
  assert.ok(titles(await get<SearchPage>(`/en/api/search/events/?query=${q('dibbuk')}`)).includes('The Dybbuk'), 'and the German title the English event');
});

test("autocomplete completes content words, umlauts folded: 'konz' → konzert, 'führ' and 'fuhr' → führung", async () => {
  assert.ok((await suggest('konz')).includes('konzert'), (await suggest('konz')).join(' | '));
  assert.ok((await suggest('führ')).includes('führung'), (await suggest('führ')).join(' | '));
  assert.ok((await suggest('fuhr')).includes('führung'), (await suggest('fuhr')).join(' | '));
  assert.ok((await suggest('hausführung 120 jahre alte syn')).includes('hausführung 120 jahre alte synagoge'), 'the earlier words kept');
});

test('an event that started ten minutes ago (today, so upcoming by the old day rule) ranks after an upcoming one', async () => {
  const hour = 3600 * 1000;
  await t.database.db.insert(events).values([
    { slug: { de: 'vorbei' }, title: { de: 'Zitherabend' }, startsAt: new Date(Date.now() - hour / 6) },
    { slug: { de: 'bald' }, title: { de: 'Lautenkonzert' }, description: { de: '<p>Mit einer Zitherabend-Zugabe.</p>' }, startsAt: new Date(Date.now() + 48 * hour) },
  ]);
  assert.is(titles(await get<SearchPage>(`/api/search/events/?query=${q('Zitherabend')}`))[0], 'Lautenkonzert');
});

test('submitted searches are counted per day, case and spacing aside', async () => {
  await get(`/api/search/?query=${q('Kuppel  Haus')}`);
  await get(`/en/api/search/?query=${q(' kuppel haus ')}`);
  await get(`/api/search/autocomplete/?query=${q('kuppel haus')}`);
  let count = 0;
  for (let i = 0; i < 50 && count < 2; i++) {
    const rows = await t.database.db.select().from(searchQueryStats).where(eq(searchQueryStats.query, 'kuppel haus'));
    count = rows[0]?.count ?? 0;
    if (count < 2) await new Promise((r) => setTimeout(r, 20));
  }
  assert.is(count, 2, 'the overview counts, the autocomplete does not');
});

test.run();
