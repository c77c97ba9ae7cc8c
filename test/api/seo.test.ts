/**
 * What search engines and browsers read besides the pages: robots.txt naming
 * the sitemap, a sitemap valid against the sitemap schema listing both languages of every online
 * page with hreflang alternates, the favicon and touch icon of the design, a share picture on every
 * page kind, and one address per page (301 to it).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import { SEED_FORMS } from '../../server/seed/forms/catalogue';
import * as assert from 'uvu/assert';
import type { Paginated } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { articles, forms, pages, persons } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { parseSitemap } from '../helpers/sitemap-schema';

const PUBLIC_URL = 'https://www.example.org';
const ENTRY = '/assets/site/entry-E1.js';
const MANIFEST = { build: 'build-seo', site: { entry: ENTRY, pages: {}, outputs: { [ENTRY]: { imports: [] } } } };

let t: TestApp;

test.before(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'seo-dist-'));
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ DIST_DIR: dist, PUBLIC_URL });
  await t.database.db.insert(pages).values({ pathDe: '/de/entwurf-seo', pathEn: '/en/draft-seo', title: l('Entwurf', 'Draft'), isOnline: false });
});
test.after(() => t.close());

const metaOf = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

test('robots.txt names the sitemap and keeps crawlers out of the hub and the JSON calls', async () => {
  const res = await t.app.inject('/robots.txt');
  assert.is(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, 'text/plain');
  assert.match(res.body, `Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  assert.match(res.body, /^Disallow: \/cms-hub$/m);
  assert.match(res.body, /^Disallow: \/api\/$/m);
});

test('sitemap.xml is valid against the sitemap schema and lists both languages of every online page, with alternates', async () => {
  const res = await t.app.inject('/sitemap.xml');
  assert.is(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, 'application/xml');
  const { urls, problems } = parseSitemap(res.body);
  assert.equal(problems, []);
  const byLoc = new Map(urls.map((u) => [u.loc, u]));
  const online = await t.database.db.select({ de: pages.pathDe, en: pages.pathEn }).from(pages).where(eq(pages.isOnline, true));
  assert.ok(online.length > 5);
  for (const page of online) {
    for (const lang of ['de', 'en'] as const) {
      const entry = byLoc.get(PUBLIC_URL + encodeURI(page[lang]));
      assert.ok(entry, `${page[lang]} in the sitemap`);
      assert.equal(entry!.alternates, { de: PUBLIC_URL + encodeURI(page.de), en: PUBLIC_URL + encodeURI(page.en) });
      assert.ok(entry!.lastmod, `${page[lang]} has a lastmod`);
    }
  }
  assert.not.ok([...byLoc.keys()].some((loc) => loc.includes('entwurf-seo') || loc.includes('draft-seo')), 'an offline page is not listed');
  // Every kind of page with an address of its own, in both languages.
  for (const prefix of ['/de/programm/', '/en/events/', '/de/produktionen/', '/en/ensemble/', '/de/venues/', '/en/series/', '/de/mediathek-de/', '/en/mediathek-en/']) {
    assert.ok(urls.some((u) => u.loc.startsWith(PUBLIC_URL + prefix)), `${prefix}… listed`);
  }
  const [article] = await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.isOnline, true)).limit(1);
  assert.ok(urls.some((u) => u.loc.endsWith(`/${article!.id}`) && u.loc.includes('/en/mediathek-en/')));
});

test('the sitemap lists magazine categories, tags with an article, the tags and series listings and every online form (issue 26)', async () => {
  const { urls } = parseSitemap((await t.app.inject('/sitemap.xml')).body);
  const locs = new Set(urls.map((u) => u.loc.slice(PUBLIC_URL.length)));
  for (const path of ['/de/abonnements', '/en/abonnements', '/de/mediathek-de/tags', '/en/mediathek-en/tags']) assert.ok(locs.has(path), `${path} listed`);
  const categories = (await t.app.inject('/de/api/article-categories/')).json<{ url: string }[]>();
  assert.ok(categories.length > 0);
  for (const category of categories) assert.ok(locs.has(category.url), `${category.url} listed`);
  const tags = (await t.app.inject('/de/api/article-tags/')).json<{ url: string; count: number }[]>();
  assert.ok(tags.some((tag) => tag.count > 0));
  for (const tag of tags) assert.is(locs.has(tag.url), tag.count > 0, `${tag.url} listed exactly when an article carries it`);
  const online = await t.database.db.select({ id: forms.id, slug: forms.slug }).from(forms).where(eq(forms.isOnline, true));
  assert.is(online.length, SEED_FORMS.length, 'contact, residency and the accessibility feedback form');
  for (const form of online) {
    assert.ok(locs.has(`/de/forms/${form.slug.de}/${form.id}`), `form ${form.slug.de} listed`);
    assert.ok(locs.has(`/en/forms/${form.slug.en}/${form.id}`), `form ${form.slug.en} listed`);
  }
});

test('the contact page shows the contact form and the ensemble page links to the residency application (issues 26, 20)', async () => {
  const byTitle = new Map((await t.database.db.select({ id: forms.id, slug: forms.slug }).from(forms)).map((f) => [f.slug.de, f]));
  const residency = byTitle.get('bewerbung-kuenstlerresidenz')!;
  assert.ok((await t.app.inject('/de/ensemble')).body.includes(`href="/de/forms/bewerbung-kuenstlerresidenz/${residency.id}"`), '/de/ensemble links to the application');
  const contact = byTitle.get('kontakt')!.id;
  for (const page of ['/de/kontakt', '/en/contact']) {
    const html = (await t.app.inject(page)).body;
    assert.ok(html.includes(`data-form-id="${contact}"`) && html.includes(`<form method="post" action="${page}"`), `${page} holds the contact form itself ('Formular' module)`);
  }
});

test('the design gives every page a favicon and a touch icon, and /favicon.ico leads to it', async () => {
  const html = (await t.app.inject('/de')).body;
  const favicon = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(html)?.[1];
  const touch = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(html)?.[1];
  assert.ok(favicon && touch, 'both icons linked');
  assert.is(html.match(/<link rel="icon"/g)?.length, 1, "only the design's icon (issue #26: the shell's fallback was given too)");
  const svg = await t.app.inject(favicon!);
  assert.is(svg.statusCode, 200);
  assert.match(svg.body, '<svg');
  const png = await t.app.inject(touch!);
  assert.is(png.statusCode, 200);
  assert.equal([...png.rawPayload.subarray(1, 4)].map((b) => String.fromCharCode(b)).join(''), 'PNG');
  const ico = await t.app.inject('/favicon.ico');
  assert.equal([ico.statusCode, ico.headers.location], [301, favicon]);
});

test('person, magazine list, tags, contact, imprint and form pages carry an og:image', async () => {
  const [person] = await t.database.db.select({ id: persons.id, slug: persons.slug }).from(persons).where(eq(persons.isEnsemble, true)).limit(1);
  const form = (await t.database.db.select({ id: forms.id, slug: forms.slug }).from(forms))[0]!;
  for (const url of [`/de/ensemble/${person!.slug}/${person!.id}`, '/de/mediathek-de', '/de/mediathek-de/tags', '/de/kontakt', '/de/impressum', `/de/forms/${form.slug.de}/${form.id}`]) {
    const res = await t.app.inject(url);
    assert.is(res.statusCode, 200, url);
    const image = metaOf(res.body, 'og:image');
    assert.ok(image?.startsWith(`${PUBLIC_URL}/`), `${url}: og:image ${image}`);
  }
});

test('an address with a trailing slash or a wrong slug moves (301) to the page’s own, the query kept', async () => {
  for (const [from, to] of [
    ['/de/', '/de'],
    ['/de/programm/', '/de/programm'],
    ['/de/programm/?date=01-01-2030&room=1,2', '/de/programm?date=01-01-2030&room=1,2'],
    ['//evil.example/', '/evil.example'],
  ]) {
    const res = await t.app.inject(from!);
    assert.equal([res.statusCode, res.headers.location], [301, to], from);
  }
  const list = (await t.app.inject('/en/api/articles/')).json<Paginated<{ id: number; url: string }>>();
  const article = list.results[0]!;
  const wrong = await t.app.inject(`/en/mediathek-en/x/${article.id}?ref=mail`);
  assert.equal([wrong.statusCode, wrong.headers.location], [301, `${article.url}?ref=mail`]);
  // The call keeps its slash and answers in place.
  assert.is((await t.app.inject('/api/search/?query=Kuppel')).statusCode, 200);
});

test.run();
