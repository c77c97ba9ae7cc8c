import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync } from 'node:zlib';
import { Window } from 'happy-dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { InitialData } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { pages, redirects, siteSettings } from '../../server/db/schema';
import { bootScriptTag } from '../../server/shell/boot-script';
import { createTestApp, loginAsEditor, type TestApp } from '../helpers/app';
import { insertImage } from './fixtures';

const PUBLIC_URL = 'https://www.example.org';
const ENTRY = '/assets/site/entry-E1.js';
const MANIFEST = {
  build: 'build-123',
  site: {
    entry: ENTRY,
    pages: { 'cms-page': '/assets/site/cms-page-P1.js', 'not-found': '/assets/site/not-found-N1.js' },
    outputs: {
      [ENTRY]: { imports: ['/assets/site/chunk-preact.js'] },
      '/assets/site/chunk-preact.js': { imports: [] },
      '/assets/site/cms-page-P1.js': { imports: ['/assets/site/chunk-preact.js', '/assets/site/chunk-modules.js'] },
      '/assets/site/chunk-modules.js': { imports: [] },
      '/assets/site/not-found-N1.js': { imports: [] },
    },
  },
};
const XSS_TITLE = '</script><script>alert(1)</script> & \u2028 <!-- Probe';

let t: TestApp;
let dist: string;
let editorCookie: string;

async function distWithManifest(manifest: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shell-dist-'));
  if (manifest) await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** Seeded pages may already hold these paths; the fixture only fills what is missing. */
async function ensurePage(values: typeof pages.$inferInsert) {
  await t.database.db.insert(pages).values(values).onConflictDoNothing();
}

const initialOf = (html: string): InitialData => {
  const m = /<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(m, 'initial data script present');
  return JSON.parse(m![1]!) as InitialData;
};

async function setSiteOnline(isSiteOnline: boolean) {
  await t.database.db.insert(siteSettings).values({ id: 1, isSiteOnline }).onConflictDoUpdate({ target: siteSettings.id, set: { isSiteOnline } });
}

test.before(async () => {
  dist = await distWithManifest(MANIFEST);
  t = await createTestApp({ DIST_DIR: dist, PUBLIC_URL });
  const db = t.database.db;
  const image = await insertImage(db, 'shell-og');
  await ensurePage({ pathDe: '/de', pathEn: '/en', title: l('Startseite', 'Home') });
  await ensurePage({ pathDe: '/de/impressum', pathEn: '/en/impressum', title: l('Impressum', 'Imprint') });
  await ensurePage({
    pathDe: '/de/shell-probe',
    pathEn: '/en/shell-probe-en',
    title: l('Probeseite', 'Probe page'),
    headline: l('Probe-Überschrift', 'Probe headline'),
    metaTitle: l('Meta Probe', 'Meta probe'),
    metaDescription: l('Beschreibung der Probe', 'Description of the probe'),
    ogTitle: l('OG Probe', 'OG probe'),
    ogDescription: l('OG Beschreibung', 'OG description'),
    ogImageId: image.id,
  });
  await ensurePage({ pathDe: '/de/shell-offline', pathEn: '/en/shell-offline', title: l('Entwurf', 'Draft'), isOnline: false });
  await ensurePage({ pathDe: '/de/shell-weekends', pathEn: '/en/shell-weekends', title: l('Wochenenden', 'Weekends'), theme: 'cc01', variant: 'jewish-weekends' });
  await ensurePage({ pathDe: '/de/shell-xss', pathEn: '/en/shell-xss', title: l(XSS_TITLE) });
  await db.insert(redirects).values([
    { oldPath: '/de/shell-alt', newPath: '/de/shell-probe' },
    { oldPath: '/de/shell-tickets', newPath: 'https://tickets.example.com/shop?id=7' },
  ]);
  editorCookie = await loginAsEditor(t, 'shell-editor');
});
test.after(() => t.close());

test('the root path redirects 302 by Accept-Language: English, German, and German by default', async () => {
  const en = await t.app.inject({ url: '/', headers: { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' } });
  assert.is(en.statusCode, 302);
  assert.is(en.headers.location, '/en');
  assert.match(String(en.headers.vary), /Accept-Language/);
  assert.is(en.headers['set-cookie'], undefined, 'no language cookie (SPEC §1)');
  const de = await t.app.inject({ url: '/', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
  assert.is(de.headers.location, '/de');
  const none = await t.app.inject({ url: '/', headers: { 'accept-language': 'fr-FR' } });
  assert.is(none.statusCode, 302);
  assert.is(none.headers.location, '/de');
});

test('only the root path detects the language: /de/impressum stays German for an English browser', async () => {
  const res = await t.app.inject({ url: '/de/impressum', headers: { 'accept-language': 'en' } });
  assert.is(res.statusCode, 200);
  assert.is(initialOf(res.body).lang, 'de');
});

test('home and imprint answer 200 HTML a shared cache may keep, with Vary, an ETag and no cookie', async () => {
  for (const url of ['/de', '/en/impressum']) {
    const res = await t.app.inject({ url });
    assert.is(res.statusCode, 200, url);
    assert.is(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(String(res.headers['cache-control']), /^public, max-age=0, s-maxage=\d+/);
    assert.is(res.headers.vary, 'accept-encoding, cookie');
    assert.match(String(res.headers.etag), /^W\/"/);
    assert.is(res.headers['set-cookie'], undefined);
    assert.ok(res.body.startsWith('<!doctype html><html lang="' + url.slice(1, 3) + '">'));
  }
});

test('two anonymous visitors get the same bytes, and an unchanged page answers 304 to its ETag', async () => {
  const first = await t.app.inject({ url: '/de/shell-probe' });
  const second = await t.app.inject({ url: '/de/shell-probe', headers: { cookie: 'csrftoken=someone-else-0123456789' } });
  assert.is(first.body, second.body);
  assert.is(first.headers.etag, second.headers.etag);
  assert.is(first.headers['content-security-policy'], second.headers['content-security-policy']);
  const cached = await t.app.inject({ url: '/de/shell-probe', headers: { 'if-none-match': String(first.headers.etag) } });
  assert.is(cached.statusCode, 304);
  assert.is(cached.body, '');
});

test('the head carries title, description, Open Graph, Twitter card, canonical and hreflang alternates', async () => {
  const html = (await t.app.inject({ url: '/de/shell-probe' })).body;
  assert.match(html, /<title>Meta Probe \| [^<]+<\/title>/);
  assert.match(html, '<meta name="description" content="Beschreibung der Probe">');
  assert.match(html, '<meta property="og:title" content="OG Probe">');
  assert.match(html, '<meta property="og:description" content="OG Beschreibung">');
  assert.match(html, '<meta property="og:type" content="website">');
  assert.match(html, `<meta property="og:url" content="${PUBLIC_URL}/de/shell-probe">`);
  assert.match(html, '<meta property="og:locale" content="de_DE">');
  assert.match(html, '<meta property="og:locale:alternate" content="en_GB">');
  assert.match(html, new RegExp(`<meta property="og:image" content="${PUBLIC_URL}/media/shell-og/[^"]+">`));
  assert.match(html, /<meta property="og:image:width" content="\d+">/);
  assert.match(html, /<meta property="og:image:height" content="\d+">/);
  assert.match(html, '<meta name="twitter:card" content="summary_large_image">');
  assert.match(html, `<link rel="canonical" href="${PUBLIC_URL}/de/shell-probe">`);
  assert.match(html, `<link rel="alternate" hreflang="de" href="${PUBLIC_URL}/de/shell-probe">`);
  assert.match(html, `<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/en/shell-probe-en">`);
  assert.match(html, `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/de/shell-probe">`);
  assert.match(html, /<meta name="theme-color" content="#[0-9a-f]{6}">/);
  // One icon: the design's, else an inline one (no favicon request that answers 404); there were two once.
  const icons = html.match(/<link rel="icon" href="[^"]+"/g) ?? [];
  assert.is(icons.length, 1, icons.join(' '));
});

test('the English page gets the English locale and the same alternates', async () => {
  const html = (await t.app.inject({ url: '/en/shell-probe-en' })).body;
  assert.match(html, /<title>Meta probe \| /);
  assert.match(html, '<meta property="og:locale" content="en_GB">');
  assert.match(html, `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/de/shell-probe">`);
});

test('table routes take their alternates from the route table', async () => {
  const html = (await t.app.inject({ url: '/de/404' })).body;
  assert.not.match(html, 'rel="canonical"', 'the 404 page is not canonical anywhere');
  const hub = (await t.app.inject({ url: '/cms-hub' })).body;
  assert.match(hub, '<meta name="robots" content="noindex">');
});

test('the home page carries Organization and WebSite JSON-LD', async () => {
  const html = (await t.app.inject({ url: '/de' })).body;
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(m, 'JSON-LD present');
  const ld = JSON.parse(m![1]!) as { '@graph': { '@type': string; name: string; url: string }[] };
  const org = ld['@graph'].find((n) => n['@type'] === 'Organization');
  assert.ok(org && org.name.length > 0);
  assert.is(org!.url, `${PUBLIC_URL}/de`);
  assert.ok(ld['@graph'].some((n) => n['@type'] === 'WebSite'));
  assert.not.match((await t.app.inject({ url: '/de/impressum' })).body, 'application/ld+json');
});

test('the initial data round-trips: route, page and common data for the visitor app', async () => {
  const data = initialOf((await t.app.inject({ url: '/de/shell-probe' })).body);
  assert.is(data.lang, 'de');
  assert.is(data.path, '/de/shell-probe');
  assert.is(data.route, 'cms-page');
  assert.is(data.page?.headline, 'Probe-Überschrift');
  assert.is(data.error, null);
  assert.is(data.build, 'build-123');
  assert.ok(data.common.settings && data.common.nav, 'common data inlined');
});

test('no page title can break out of the initial-data script', async () => {
  const html = (await t.app.inject({ url: '/de/shell-xss' })).body;
  assert.not.match(html, '<script>alert(1)');
  assert.not.match(html, '<!-- Probe');
  assert.is(initialOf(html).page?.title, XSS_TITLE);
  assert.match(html, '&lt;/script&gt;&lt;script&gt;alert(1)', 'escaped in the title and the fallback headline');
});

test('scripts run by origin and hash: the CSP names the hash of each inline script, never unsafe-inline or a nonce', async () => {
  const res = await t.app.inject({ url: '/de' });
  const csp = String(res.headers['content-security-policy']);
  const inline = [...res.body.matchAll(/<script(?: data-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  assert.is(inline.length, 4, 'the early-taps, consent and boot scripts in the head, and the notice script');
  const scriptSrc = /script-src[^;]*/.exec(csp)![0];
  assert.match(scriptSrc, /^script-src 'self' /);
  for (const source of inline) assert.match(scriptSrc, `'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  assert.not.match(csp, 'nonce-');
  assert.not.match(res.body, 'nonce=');
  assert.not.match(/script-src[^;]*/.exec(csp)![0], 'unsafe-inline');
  assert.match(csp, /frame-src[^;]*https:\/\/www\.youtube-nocookie\.com/);
  assert.match(csp, /img-src 'self' data:/);
  assert.is(res.headers['x-content-type-options'], 'nosniff');
});

test('the entry and its preloads are started after the first paint, by one script the same on every page', async () => {
  const html = (await t.app.inject({ url: '/de' })).body;
  assert.not.match(html, '<link rel="modulepreload"', 'no chunk is fetched beside the HTML before the first paint');
  assert.not.match(html, '<script type="module"');
  const boot = (body: string) => /<script data-entry="([^"]+)" data-preloads="([^"]*)">([\s\S]*?)<\/script>/.exec(body)!;
  const [, entry, preloads, script] = boot(html);
  assert.is(entry, ENTRY);
  assert.equal(preloads!.split(' '), ['/assets/site/chunk-preact.js', '/assets/site/cms-page-P1.js', '/assets/site/chunk-modules.js']);
  const notFound = boot((await t.app.inject({ url: '/de/404' })).body);
  assert.ok(notFound[2]!.split(' ').includes('/assets/site/not-found-N1.js'));
  assert.is(notFound[3], script, 'the same script bytes, so the CSP names one hash');
});

/** Runs the boot script against a document that is still parsed, with the browser's scheduling in the test's hands. */
function bootWith(options: { paintTiming: boolean }) {
  const window = new Window({ url: 'http://localhost/' });
  window.document.write('<!doctype html><html><head></head><body></body></html>');
  const { document } = window;
  const tag = document.createElement('div');
  tag.innerHTML = bootScriptTag('/assets/site/entry.js', ['/a.js', '/b.js']);
  const script = tag.querySelector('script')!;
  const frames: (() => void)[] = [];
  const timers: [() => void, number][] = [];
  const paintObservers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  let readyState = 'loading';
  const listeners: (() => void)[] = [];
  const fakeDocument = {
    head: document.head,
    createElement: (name: string) => document.createElement(name),
    get readyState() {
      return readyState;
    },
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      // The options come from the script's own realm: compared field by field.
      assert.is(`${options.type} ${options.buffered}`, 'paint true', 'paints before the script ran are delivered too');
      paintObservers.push(this.callback);
    }
  }
  runInNewContext(script.textContent!, {
    document: Object.assign(fakeDocument, { currentScript: script }),
    window: options.paintTiming ? { PerformanceObserver } : {},
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push([fn, ms]),
  });
  return {
    added: () => [...document.head.children].map((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('href') ?? el.getAttribute('src')}`),
    parsed() {
      readyState = 'interactive';
      listeners.forEach((fn) => fn());
    },
    frame() {
      frames.splice(0).forEach((fn) => fn());
      timers.filter(([, ms]) => ms === 0).forEach(([fn]) => fn());
    },
    paint(name: string) {
      paintObservers.forEach((fn) => fn({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }));
    },
    fallbackTimer: () => timers.filter(([, ms]) => ms === 1000).forEach(([fn]) => fn()),
    lastIsModule: () => document.head.lastElementChild?.getAttribute('type') === 'module',
  };
}

const STARTED = ['link /a.js', 'link /b.js', 'script /assets/site/entry.js'];

test('the boot script adds the preloads and the entry once the document is parsed and its first contentful paint is on the screen', () => {
  const boot = bootWith({ paintTiming: true });
  assert.equal(boot.added(), [], 'nothing while the document is still parsed');
  boot.parsed();
  boot.frame();
  assert.equal(boot.added(), [], 'a drawn frame is not enough: the screen may not show it yet');
  boot.paint('first-paint');
  assert.equal(boot.added(), [], 'a paint without content is not enough');
  boot.paint('first-contentful-paint');
  assert.equal(boot.added(), STARTED);
  boot.fallbackTimer();
  assert.is(boot.added().length, 3, 'the fallback timer of a background tab adds nothing twice');
  assert.ok(boot.lastIsModule());
});

test('without paint timing the boot script starts the code after one drawn frame, and a background tab after a second', () => {
  const boot = bootWith({ paintTiming: false });
  boot.parsed();
  assert.equal(boot.added(), [], 'nothing before a frame is drawn');
  boot.frame();
  assert.equal(boot.added(), STARTED);
  const background = bootWith({ paintTiming: true });
  background.parsed();
  background.fallbackTimer();
  assert.equal(background.added(), STARTED, 'no paint in a second: the code starts anyway');
});

test('the body holds #app rendered on the server, with its headline, and the German notice layer with a reload button', async () => {
  const html = (await t.app.inject({ url: '/en/shell-probe-en' })).body;
  assert.match(html, '<div id="app" data-ssr>');
  assert.match(html, /<h1[^>]*>Probe headline<\/h1>/);
  assert.match(html, /<body[^>]*><noscript><div class="notice notice--noscript"[^>]*>[\s\S]*JavaScript[\s\S]*Seite neu laden[\s\S]*<\/noscript>/, 'first in the body, in its flow: fixed over the page it covered a form\'s send button');
  assert.match(html, /<div id="notice" class="notice"[^>]*hidden>/);
  for (const reason of ['unsupported', 'bandwidth', 'hardware']) assert.match(html, `data-notice="${reason}"`);
  assert.match(html, 'data-notice-reload>Seite neu laden</button>');
  assert.match(html, 'sessionStorage');
});

/** Runs the shell's notice script on a parsed page with the given device, as a browser would. */
async function noticeAfterScript(html: string, device: { navigator: Record<string, unknown>; modern?: boolean }, storage = new Map<string, string>()) {
  const w = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true } });
  // The body only: the head's module preloads would make happy-dom fetch (and wait for) assets.
  w.document.write(html.slice(html.indexOf('<body')));
  const script = [...w.document.querySelectorAll('script:not([src]):not([type])')].map((s) => s.textContent).join(';');
  const modern = device.modern ?? true;
  const window = {
    Promise,
    fetch: modern ? () => undefined : undefined,
    structuredClone: modern ? () => undefined : undefined,
    sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
  };
  runInNewContext(script, { document: w.document, navigator: device.navigator, window, location: { reload() {} } });
  const layer = w.document.getElementById('notice')!;
  const shown = layer.hasAttribute('hidden') ? null : layer.querySelector('[data-notice]:not([hidden])')?.getAttribute('data-notice');
  return { layer, shown, storage, close: () => w.happyDOM.close() };
}

test('the notice layer stays hidden on a capable device and names the reason otherwise', async () => {
  const html = (await t.app.inject({ url: '/de' })).body;
  const cases: [Record<string, unknown>, boolean, string | null][] = [
    [{ hardwareConcurrency: 8, deviceMemory: 8 }, true, null],
    [{ hardwareConcurrency: 8 }, false, 'unsupported'],
    [{ hardwareConcurrency: 8, connection: { effectiveType: 'slow-2g' } }, true, 'bandwidth'],
    [{ hardwareConcurrency: 8, connection: { saveData: true, effectiveType: '4g' } }, true, 'bandwidth'],
    [{ hardwareConcurrency: 1 }, true, 'hardware'],
    [{ hardwareConcurrency: 4, deviceMemory: 0.5 }, true, 'hardware'],
  ];
  for (const [navigator, modern, reason] of cases) {
    const run = await noticeAfterScript(html, { navigator, modern });
    assert.is(run.shown ?? null, reason, JSON.stringify(navigator));
    await run.close();
  }
});

test('a dismissed notice layer stays away for the rest of the visit', async () => {
  const html = (await t.app.inject({ url: '/de' })).body;
  const first = await noticeAfterScript(html, { navigator: { hardwareConcurrency: 1 } });
  (first.layer.querySelector('[data-notice-dismiss]') as unknown as { click(): void }).click();
  assert.ok(first.layer.hasAttribute('hidden'));
  await first.close();
  const again = await noticeAfterScript(html, { navigator: { hardwareConcurrency: 1 } }, first.storage);
  assert.is(again.shown, null);
  await again.close();
});

test("the body carries the page's class, theme and variant, so the first paint is in the page's colours (issue #9 point 17)", async () => {
  const html = (await t.app.inject({ url: '/de/shell-weekends' })).body;
  assert.match(html, /<body class="page--cms" data-route="cms-page" data-theme="cc01" data-variant="jewish-weekends">/);
  assert.match((await t.app.inject({ url: '/de/impressum' })).body, /<body data-route="legals-imprint">/);
});

test('an unknown path answers 404 with the error in the initial data', async () => {
  for (const url of ['/de/gibt-es-nicht', '/xyz', '/en/404']) {
    const res = await t.app.inject({ url });
    assert.is(res.statusCode, 404, url);
    assert.is(res.headers['content-type'], 'text/html; charset=utf-8');
  }
  const data = initialOf((await t.app.inject({ url: '/de/gibt-es-nicht' })).body);
  assert.equal(data.error, { message: 'This page could not be found', statusCode: 404 });
  assert.is(data.page, null);
});

test('an offline page is 404 for anonymous visitors and shown to editors', async () => {
  assert.is((await t.app.inject({ url: '/de/shell-offline' })).statusCode, 404);
  const res = await t.app.inject({ url: '/de/shell-offline', headers: { cookie: editorCookie } });
  assert.is(res.statusCode, 200);
  assert.is(res.headers['cache-control'], 'private, no-store');
});

test('a redirect entry answers (302 while younger than a day), to our own path or an external address', async () => {
  const own = await t.app.inject({ url: '/de/shell-alt' });
  assert.is(own.statusCode, 302);
  assert.is(own.headers.location, '/de/shell-probe');
  const external = await t.app.inject({ url: '/de/shell-tickets' });
  assert.is(external.statusCode, 302);
  assert.is(external.headers.location, 'https://tickets.example.com/shop?id=7');
});

test('overlay=true redirects to the events page of the language without the flag', async () => {
  const de = await t.app.inject({ url: '/de/shell-probe?overlay=true&date=01-02-2027' });
  assert.is(de.statusCode, 301);
  assert.is(de.headers.location, '/de/programm?date=01-02-2027');
  const en = await t.app.inject({ url: '/en/impressum?overlay=true' });
  assert.is(en.headers.location, '/en/events');
});

test('an anonymous ?v= redirects 301 to the same path without it; an editor keeps it', async () => {
  const anon = await t.app.inject({ url: '/de/shell-probe?v=3&x=1' });
  assert.is(anon.statusCode, 301);
  assert.is(anon.headers.location, '/de/shell-probe?x=1');
  const editor = await t.app.inject({ url: '/de/shell-probe?v=3', headers: { cookie: editorCookie } });
  assert.is(editor.statusCode, 200);
});

test('?edit without a session or its hint redirects 302 to the login address, coming back to the page with ?edit', async () => {
  const de = await t.app.inject({ url: '/de/shell-probe?edit&x=1' });
  assert.is(de.statusCode, 302);
  assert.is(de.headers.location, `/accounts/login/?next=${encodeURIComponent('/de/shell-probe?edit=&x=1')}`);
  assert.match(String(de.headers['cache-control']), /private/);
  const en = await t.app.inject({ url: '/en/shell-offline?edit' });
  assert.is(en.headers.location, `/en/accounts/login/?next=${encodeURIComponent('/en/shell-offline?edit=')}`, 'an offline page too: the editor may see it once signed in');
  assert.is((await t.app.inject({ url: '/de/shell-probe?edit', headers: { cookie: editorCookie } })).statusCode, 200, 'an editor edits');
  // With the hint the visitor app loads the editor, which asks in its login modal over the page (SPEC §4).
  assert.is((await t.app.inject({ url: '/de/shell-probe?edit', headers: { cookie: 'logged_in=1' } })).statusCode, 200);
  assert.is((await t.app.inject({ url: '/de/shell-probe?edit' })).statusCode, 302, 'that answer is never shared with visitors without the hint');
  assert.is((await t.app.inject({ url: '/de/shell-probe' })).statusCode, 200, 'without ?edit nothing changes');
  assert.is((await t.app.inject({ url: '/accounts/login/?edit' })).statusCode, 200, 'the login page never sends to itself');
});

test('a site switched offline answers 503 Website offline to visitors; editors still see it', async () => {
  await setSiteOnline(false);
  try {
    const res = await t.app.inject({ url: '/de/impressum' });
    assert.is(res.statusCode, 503);
    assert.equal(initialOf(res.body).error, { message: 'Website offline', statusCode: 503 });
    assert.is((await t.app.inject({ url: '/de/impressum', headers: { cookie: editorCookie } })).statusCode, 200);
  } finally {
    await setSiteOnline(true);
  }
});

test('unknown API paths answer the JSON 404, never HTML', async () => {
  for (const url of ['/api/nope/', '/pageeditor-api/nope', '/de/api/nope', '/en/pageeditor-api/nope/deeper', '/api']) {
    const res = await t.app.inject({ url });
    assert.is(res.statusCode, 404, url);
    assert.match(String(res.headers['content-type']), /^application\/json/, url);
    assert.equal(JSON.parse(res.body), { message: '404 Not Found', statusCode: 404 });
  }
});

test('HTML is compressed with brotli or gzip as the browser accepts', async () => {
  const br = await t.app.inject({ url: '/de', headers: { 'accept-encoding': 'br, gzip' } });
  assert.is(br.headers['content-encoding'], 'br');
  assert.is(br.headers.vary, 'accept-encoding, cookie', 'Vary names each header once');
  assert.match(brotliDecompressSync(br.rawPayload).toString(), /^<!doctype html>/);
  const gz = await t.app.inject({ url: '/de', headers: { 'accept-encoding': 'gzip' } });
  assert.is(gz.headers['content-encoding'], 'gzip');
});

test('API answers above 1 KB are compressed too, small ones are not', async () => {
  const footer = l(`<p>${'Öffnungszeiten und Anfahrt. '.repeat(80)}</p>`);
  await t.database.db.insert(siteSettings).values({ id: 1, htmlFooterTop: footer }).onConflictDoUpdate({ target: siteSettings.id, set: { htmlFooterTop: footer } });
  const big = await t.app.inject({ url: '/pageeditor-api/settings', headers: { 'accept-encoding': 'br' } });
  assert.is(big.statusCode, 200);
  assert.is(big.headers['content-encoding'], 'br');
  assert.match(brotliDecompressSync(big.rawPayload).toString(), /"status":"ok"/);
  const small = await t.app.inject({ url: '/api/nope', headers: { 'accept-encoding': 'br' } });
  assert.is(small.headers['content-encoding'], undefined);
});

test('anonymous visitors cost no user look-up: the shell never reads a session without the cookie', async () => {
  const res = await t.app.inject({ url: '/de', headers: { cookie: 'logged_in=1' } });
  assert.is(res.statusCode, 200);
  assert.match(String(res.headers['cache-control']), /^public, /);
});

test('a rebuild that replaces the manifest is picked up without a restart', async () => {
  const rebuilt = { ...MANIFEST, site: { ...MANIFEST.site, entry: '/assets/site/entry-E2.js', outputs: { ...MANIFEST.site.outputs, '/assets/site/entry-E2.js': { imports: [] } } } };
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(rebuilt));
  const entry = 'data-entry="/assets/site/entry-E2.js"';
  // The shell looks at the manifest once a second; wait for it, at most five seconds.
  for (let tries = 0; tries < 50 && !(await t.app.inject({ url: '/de' })).body.includes(entry); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  assert.match((await t.app.inject({ url: '/de' })).body, entry);
});

test('without a built site, pages answer 503 with a clear text', async () => {
  const bare = await createTestApp({ DIST_DIR: await distWithManifest(null) });
  try {
    const res = await bare.app.inject({ url: '/de' });
    assert.is(res.statusCode, 503);
    assert.is(res.body, 'Site not built: run npm run build');
  } finally {
    await bare.close();
  }
});

test.run();

