import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectionUrl } from '../../common/api/admin';
import { dashboardUrl, type ActivityDashboard, type CelumDashboard, type GoogleDashboard, type PagespeedDashboard, type SearchDashboard, type ServiceDashboard, type StatusDashboard, type VersionDashboard } from '../../common/api/dashboard';
import { l } from '../../common/i18n/localized';
import { articles, vitalSamples } from '../../server/db/schema';
import { logNotFound } from '../../server/features/error-log/error-log-service';
import { berlinDayOf, isoDate } from '../../server/features/programme/berlin-day';
import { countQuery } from '../../server/features/search/query-stats';
import { startSimulator, type Simulator } from '../../scripts/ticketshop/server';
import { createTestApp, type TestApp } from '../helpers/app';
import { caller, sessionAs, type Caller } from './admin-session';
import { insertPage, json } from './fixtures';

let t: TestApp;
let shop: Simulator;
let editor: Caller;

const today = () => isoDate(berlinDayOf(new Date()));
const get = async <T>(section: Parameters<typeof dashboardUrl>[0], query = '') => {
  const res = await editor.get(`${dashboardUrl(section)}${query}`);
  assert.is(res.statusCode, 200, res.body);
  return json<T>(res);
};

test.before(async () => {
  shop = await startSimulator();
  t = await createTestApp({ TICKETSHOP_URL: shop.url });
  editor = caller(t, await sessionAs(t, 'dashboard-editor', 'editor'));
});
test.after(async () => {
  await t.close();
  await shop.close().catch(() => {});
});

test('visitors get 401 on every section', async () => {
  assert.is((await t.app.inject({ url: dashboardUrl('status') })).statusCode, 401);
});

test('activity names who changed what with a link, what goes online later and what expired today', async () => {
  const created = await editor.send('POST', collectionUrl('venue'), { name: { de: 'Aktivitätssaal' }, slug: { de: 'aktivitaetssaal' } });
  const venueId = json<{ id: number }>(created).id;
  const [soon] = await t.database.db.insert(articles).values({ slug: l('bald'), title: l('Bald online'), onlineFrom: new Date(Date.now() + 3 * 86_400_000) }).returning();
  const [gone] = await t.database.db.insert(articles).values({ slug: l('weg'), title: l('Eben abgelaufen'), onlineTo: new Date(Date.now() - 60_000) }).returning();
  const activity = await get<ActivityDashboard>('activity');
  assert.equal(activity.recent[0], { who: 'dashboard-editor', action: 'create', collection: 'venue', title: 'Aktivitätssaal', summary: 'Spielstätte „Aktivitätssaal“ angelegt', at: activity.recent[0]!.at, admin_url: `/cms-hub/events/venue/${venueId}/` });
  // In the English hub the same change reads in English, with no German verb.
  const english = await get<ActivityDashboard>('activity', '?lang=en');
  assert.is(english.recent[0]!.summary, 'Created venue “Aktivitätssaal”');
  assert.ok(activity.scheduled.some((s) => s.id === soon!.id && s.admin_url === `/cms-hub/blog/article/${soon!.id}/` && s.what === 'Artikel: Bald online'));
  // Berlin midnight may lie between "a minute ago" and now only in the first minute of the day.
  if (berlinDayOf(new Date(Date.now() - 60_000)).day === berlinDayOf(new Date()).day) assert.ok(activity.expired_today.some((s) => s.id === gone!.id));
});

test('search shows the counted terms for 7 and 30 days and which find nothing, with their actions', async () => {
  for (let i = 0; i < 5; i++) await countQuery(t.database.db, 'Konzert');
  for (let i = 0; i < 3; i++) await countQuery(t.database.db, 'xylophonwalzerquatsch');
  await countQuery(t.database.db, 'Konzert', new Date(Date.now() - 20 * 86_400_000));
  const search = await get<SearchDashboard>('search');
  const week = search.periods.find((p) => p.days === 7)!;
  const month = search.periods.find((p) => p.days === 30)!;
  assert.is(week.top.find((x) => x.query === 'konzert')?.count, 5);
  assert.is(month.top.find((x) => x.query === 'konzert')?.count, 6);
  const nothing = week.no_result.find((x) => x.query === 'xylophonwalzerquatsch');
  assert.ok(nothing, JSON.stringify(week));
  assert.is(nothing!.count, 3);
  assert.ok(nothing!.redirect_url.startsWith('/cms-hub/redirects/redirect/new/?oldPath='));
  assert.is(nothing!.search_url, '/de/search?q=xylophonwalzerquatsch');
  assert.not.ok(week.no_result.some((x) => x.query === 'konzert'));
});

test('pagespeed gives p75 per route against the Core Web Vitals thresholds, and a daily series', async () => {
  const day = today();
  const lcp = [1000, 2000, 3000, 5000].map((value) => ({ day, route: 'event' as const, metric: 'LCP' as const, value }));
  await t.database.db.insert(vitalSamples).values([...lcp, { day, route: 'event', metric: 'CLS', value: 0.02 }, { day, route: 'home', metric: 'INP', value: 600 }]);
  const speed = await get<PagespeedDashboard>('pagespeed');
  const week = speed.periods.find((p) => p.days === 7)!;
  const event = week.routes.find((r) => r.route === 'event')!;
  assert.equal(event.metrics.LCP, { p75: 3500, samples: 4, level: 'amber' });
  assert.equal(event.metrics.CLS, { p75: 0.02, samples: 1, level: 'green' });
  assert.is(week.routes.find((r) => r.route === 'home')!.metrics.INP!.level, 'red');
  assert.ok(speed.daily.LCP.some((d) => d.day === day));
});

test('service lists logged 404s without those a redirect catches, and broken internal links', async () => {
  for (let i = 0; i < 4; i++) await logNotFound(t.database.db, '/de/alte-spielzeit');
  await logNotFound(t.database.db, '/de/schon-umgeleitet');
  await editor.send('POST', collectionUrl('redirect'), { oldPath: '/de/schon-umgeleitet', newPath: '/de' });
  const nav = await editor.send('POST', collectionUrl('nav-item'), { menu: 'footer', label: { de: 'Toter Link' }, url: { de: '/de/programm/weg/999999' } });
  assert.is(nav.statusCode, 201, nav.body);
  const service = await get<ServiceDashboard>('service');
  const row = service.not_found.find((n) => n.path === '/de/alte-spielzeit');
  assert.is(row?.hits, 4);
  assert.is(row?.redirect_url, '/cms-hub/redirects/redirect/new/?oldPath=%2Fde%2Falte-spielzeit');
  assert.not.ok(service.not_found.some((n) => n.path === '/de/schon-umgeleitet'));
  assert.ok(service.broken_links.some((b) => b.link === '/de/programm/weg/999999' && b.where.includes('Toter Link')), JSON.stringify(service.broken_links));
});

test('google lists pages without description or OG image and events lacking a location', async () => {
  const page = await insertPage(t.database.db, { pathDe: '/de/ohne-beschreibung', pathEn: '/en/no-description', title: l('Ohne Beschreibung') });
  await editor.send('POST', collectionUrl('event'), { title: { de: 'Ort fehlt' }, slug: { de: 'ort-fehlt' }, startsAt: new Date(Date.now() + 86_400_000).toISOString() });
  const google = await get<GoogleDashboard>('google');
  assert.ok(google.pages_without_description.some((p) => p.id === page.id));
  assert.ok(google.pages_without_og_image.some((p) => p.id === page.id));
  assert.equal(google.events_incomplete.find((e) => e.title === 'Ort fehlt')?.missing, ['location']);
  assert.is(google.sitemap.served, false);
  assert.ok(google.sitemap.urls > 0 && google.sitemap.last_change);
});

test('celum says the DAM is not connected and counts the media library', async () => {
  const celum = await get<CelumDashboard>('celum');
  assert.is(celum.dam.connected, false);
  assert.ok(celum.media.files >= celum.media.images && celum.media.images >= celum.media.without_alt);
  assert.ok(celum.media.unused <= celum.media.files);
});

test('version names the app, the migration level, Node and the database', async () => {
  const version = await get<VersionDashboard>('version');
  assert.is(version.app_version, '0.1.0');
  assert.ok(version.migration.applied > 10 && version.migration.latest);
  assert.is(version.migration.applied, version.migration.available, 'a freshly migrated database has every migration applied');
  assert.is(version.node, process.version);
  assert.match(version.database.version, /^\d+/);
});

test("status and DAM lines speak the hub's language, the last sync in Berlin time, never an ISO time", async () => {
  // A finished sync: its time is the line's last part.
  await t.app.ticketshop.sync.run();
  for (const [lang, words] of [['de', /antwortet in \d+ ms/], ['en', /answers in \d+ ms/]] as const) {
    const status = await get<StatusDashboard>('status', `?lang=${lang}`);
    const lines = status.checks.map((c) => `${c.detail} ${c.fix}`).join(' | ');
    assert.match(status.checks.find((c) => c.key === 'database')!.detail, words, lines);
    assert.not.match(lines, /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, `no ISO time: ${lines}`);
    const celum = await get<CelumDashboard>('celum', `?lang=${lang}`);
    assert.ok(celum.dam.detail.includes(lang === 'de' ? 'Keine Verbindung zu CELUM' : 'No connection to CELUM'), celum.dam.detail);
  }
  const synced = (await get<StatusDashboard>('status', '?lang=de')).checks.find((c) => c.key === 'ticketshop')!.detail;
  assert.match(synced, /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/, synced);
});

test('status is green with the shop running and turns the shop red within 10 s once it stops', async () => {
  const up = await get<StatusDashboard>('status');
  assert.is(up.checks.find((c) => c.key === 'ticketshop')?.level, 'green', JSON.stringify(up.checks));
  assert.is(up.checks.find((c) => c.key === 'database')?.level, 'green');
  assert.equal(up.checks.map((c) => c.key), ['database', 'ticketshop', 'mail', 'disk', 'site', 'shop']);
  await shop.close();
  const deadline = Date.now() + 10_000;
  let level = 'green';
  let fix = '';
  while (Date.now() < deadline && level !== 'red') {
    const check = (await get<StatusDashboard>('status')).checks.find((c) => c.key === 'ticketshop')!;
    level = check.level;
    fix = check.fix;
  }
  assert.is(level, 'red');
  assert.ok(fix.length > 0);
});

test.run();
