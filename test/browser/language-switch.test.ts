/**
 * The language switch on every detail page kind in a real browser: it
 * lands on the sibling's own slug (which differs per language), and keeps the search
 * `q` and the programme's filters. The expected addresses come from the running server's API, so the
 * test follows the seed instead of copying it. Each case is checked twice: in the HTML the server
 * sent (a visitor on a slow phone may tap before the app has run) and after a click in the booted app.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ArticleCategory, ArticleDetail, ArticleListItem, ArticleTag } from '../../common/api/magazine';
import type { EventDetail, EventListItem, FilterOption, PersonListItem, ProductionListItem, SeriesListItem, VenueListItem } from '../../common/api/programme';
import type { Form } from '../../common/api/forms';
import type { LangUrls, Page, Paginated } from '../../common/api/types';
import { t } from '../../common/i18n';
import type { Lang } from '../../common/routes';
import { sharedServer } from '../helpers/server';
import { useBrowser } from './harness';

const test = suite('language switch');
const open = useBrowser(test, { consentDecided: true });

async function api<T>(path: string): Promise<T> {
  const { url } = await sharedServer();
  const response = await fetch(url + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const slugOf = (url: string) => url.split('/').at(-2) ?? '';
/** Of a list's items, the first whose slug differs between the languages, so a kept slug would show. */
async function withOwnSlugs<T>(items: T[], urlsOf: (item: T) => Promise<LangUrls>, kind: string): Promise<LangUrls> {
  let first: LangUrls | null = null;
  for (const item of items.slice(0, 12)) {
    const urls = await urlsOf(item);
    first ??= urls;
    if (slugOf(urls.de) !== slugOf(urls.en)) return urls;
  }
  if (!first) throw new Error(`The seed has no ${kind}`);
  return first;
}

/** The address the switch leads to: the link of the other language in the header, as the server sent it. */
function serverHref(html: string, target: Lang): string | null {
  const link = new RegExp(`<a\\b[^>]*\\bhreflang="${target}"[^>]*>`, 'i').exec(html)?.[0];
  const href = link && /\bhref="([^"]*)"/.exec(link)?.[1];
  return href ? href.replaceAll('&amp;', '&') : null;
}

/** Opens the switch in the header and follows the link to `target` (the page then reads in that language); resolves with where it landed. */
async function switchTo(from: string, target: Lang, expected: string): Promise<string> {
  const visit = await open();
  const response = await visit.goto(from);
  assert.is(response?.status(), 200, `${from} answers 200`);
  const lang: Lang = target === 'en' ? 'de' : 'en';
  const strings = t(lang).header;
  // The switch is a server-drawn <details>: its summary carries the name.
  const toggle = await visit.page.waitForSelector(`header summary[aria-label=${JSON.stringify(strings.languageCurrent({ code: lang.toUpperCase(), name: strings.languageNames[lang]() }))}]`);
  // The booted app names the page's own addresses once its data is there; wait for that, not a time.
  await visit.page
    .waitForFunction((want, to) => document.querySelector(`header a[hreflang="${to}"]`)?.getAttribute('href') === want, { timeout: 15_000 }, expected, target)
    .catch(async () => {
      const actual = await visit.page.$eval(`header a[hreflang="${target}"]`, (a) => a.getAttribute('href'));
      throw new Error(`On ${from} the switch to ${target} leads to ${actual}, not ${expected}`);
    });
  await visit.page.waitForSelector('header details[data-ready]:has(a[hreflang]) > summary');
  await toggle!.click();
  const link = await visit.page.waitForSelector(`header a[hreflang="${target}"]`, { visible: true });
  await Promise.all([visit.page.waitForFunction((want) => location.pathname + location.search === want, { timeout: 30_000 }, expected), link!.click()]);
  await visit.page.waitForFunction((want) => document.documentElement.lang === want, {}, target);
  const landed = await visit.page.evaluate(() => location.pathname + location.search);
  await visit.page.close();
  return landed;
}

interface Case {
  kind: string;
  from: string;
  to: string;
}

async function check({ kind, from, to }: Case, target: Lang = 'en'): Promise<void> {
  const { url } = await sharedServer();
  const html = await (await fetch(url + from)).text();
  assert.is(serverHref(html, target), to, `${kind}: the server's page links the switch to ${to}`);
  const landed = await switchTo(from, target, to);
  assert.is(landed, to, `${kind}: the switch lands on ${to}`);
}

/** Detail pages of the programme and the magazine, each from its list, with its addresses from its API. */
async function detailCases(): Promise<Case[]> {
  const events = await api<Paginated<EventListItem>>('/de/api/events/?page_size=50');
  const event = await withOwnSlugs(events.results, async (e) => (await api<EventDetail>(`/de/api/events/${e.id}/`)).urls, 'event');
  const productions = await api<Paginated<ProductionListItem>>('/de/api/productions/');
  const production = await withOwnSlugs(productions.results, async (p) => (await api<{ urls: LangUrls }>(`/de/api/productions/${p.id}/`)).urls, 'production');
  const persons = await api<PersonListItem[] | Paginated<PersonListItem>>('/de/api/persons/');
  const personList = Array.isArray(persons) ? persons : persons.results;
  const person = await withOwnSlugs(personList, async (p) => (await api<{ urls: LangUrls }>(`/de/api/persons/${p.id}/`)).urls, 'person');
  const venues = await api<VenueListItem[]>('/de/api/venues/');
  const venue = await withOwnSlugs(venues, async (v) => (await api<{ urls: LangUrls }>(`/de/api/venues/${v.id}/`)).urls, 'venue');
  const series = await api<SeriesListItem[]>('/de/api/series-list/');
  const oneSeries = await withOwnSlugs(series, async (s) => (await api<{ urls: LangUrls }>(`/de/api/series/${s.id}/`)).urls, 'series');
  const articles = await api<Paginated<ArticleListItem>>('/de/api/articles/');
  const article = await withOwnSlugs(articles.results, async (a) => (await api<ArticleDetail>(`/de/api/articles/${a.id}/`)).urls, 'article');
  return [
    { kind: 'event', from: event.de, to: event.en },
    { kind: 'production', from: production.de, to: production.en },
    { kind: 'person', from: person.de, to: person.en },
    { kind: 'venue', from: venue.de, to: venue.en },
    { kind: 'series', from: oneSeries.de, to: oneSeries.en },
    { kind: 'article', from: article.de, to: article.en },
  ];
}

/** Categories and tags have a slug per language too; their lists give each language's address by id. */
async function magazineListCases(): Promise<Case[]> {
  const byId = async <T extends { id: number; url: string }>(path: string, kind: string): Promise<Case> => {
    const [de, en] = await Promise.all([api<T[]>(`${path}?lang=de`), api<T[]>(`${path}?lang=en`)]);
    const pairs = de.map((item) => ({ de: item.url, en: en.find((other) => other.id === item.id)?.url ?? '' })).filter((pair) => pair.en);
    const pair = pairs.find((p) => slugOf(p.de) !== slugOf(p.en)) ?? pairs[0];
    if (!pair) throw new Error(`The seed has no ${kind}`);
    return { kind, from: pair.de, to: pair.en };
  };
  return [await byId<ArticleCategory>('/api/article-categories/', 'category'), await byId<ArticleTag>('/api/article-tags/', 'tag')];
}

let cases: Promise<Case[]> | null = null;
const allDetailCases = () => (cases ??= Promise.all([detailCases(), magazineListCases()]).then((lists) => lists.flat()));

for (const kind of ['event', 'production', 'person', 'venue', 'series', 'article', 'category', 'tag']) {
  test(`on a German ${kind} page the switch lands on the English sibling's own slug`, async () => {
    const found = (await allDetailCases()).find((c) => c.kind === kind)!;
    await check(found);
  });
}

test('on an English event page the switch lands on the German sibling\'s own slug (/en/events/nathan-the-wise/… → /de/programm/nathan-der-weise/…)', async () => {
  const event = (await allDetailCases()).find((c) => c.kind === 'event')!;
  await check({ kind: 'English event', from: event.to, to: event.from }, 'de');
});

test('on a CMS page the switch lands on its sibling page', async () => {
  const page = await api<Page>('/de/pageeditor-api/page/haus/geschichte');
  assert.ok(page.urls.en && page.urls.en !== page.urls.de, 'the seeded page has an English sibling of its own address');
  await check({ kind: 'CMS page', from: page.urls.de, to: page.urls.en });
});

test('on a legal page the switch lands on the same legal page in English', async () => {
  const page = await api<Page>('/en/pageeditor-api/page/impressum');
  await check({ kind: 'legal page', from: '/de/impressum', to: page.urls.en });
});

test('on a form page the switch lands on the form\'s English address', async () => {
  const form = await api<Form>('/de/api/forms/1/');
  await check({ kind: 'form', from: form.urls.de, to: form.urls.en });
});

test('on the search page the switch keeps q (and the category)', async () => {
  await check({ kind: 'search', from: '/de/search?q=synagoge', to: '/en/search?q=synagoge' });
  await check({ kind: 'search in a category', from: '/de/search/events?q=konzert', to: '/en/search/events?q=konzert' });
});

test('on the programme the switch keeps the filters and the date', async () => {
  const [rooms, genres] = await Promise.all([api<FilterOption[]>('/api/rooms/'), api<FilterOption[]>('/api/genres/')]);
  assert.ok(rooms[0] && genres[0], 'the seed has rooms and genres to filter by');
  const now = new Date();
  const date = `${String(now.getDate()).padStart(2, '0')}-${String(now.getMonth() + 1).padStart(2, '0')}-${now.getFullYear()}`;
  const query = `?room=${rooms[0]!.id}&genre=${genres[0]!.id}&date=${date}`;
  await check({ kind: 'programme with filters', from: `/de/programm${query}`, to: `/en/events${query}` });
});

test.run();
