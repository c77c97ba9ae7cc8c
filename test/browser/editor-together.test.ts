/**
 * Editors working together and for scheduling, against the production build:
 * two editors in two browser contexts see each other, the second save of one module gets the conflict
 * dialog with the first one's change and the database keeps it until the second editor overwrites;
 * a teaser item scheduled two minutes ahead by the server's clock is absent for visitors (with the
 * HTML cache on), shown with its badge to editors, and there for visitors once the clock passed it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../common/api/cookies';
import { resourceUrl, type EditorModule } from '../../common/api/editor';
import { openDatabase } from '../../server/db/client';
import { modules, pages, sections, users } from '../../server/db/schema';
import { createSession } from '../../server/plugins/session';
import { berlinTime, tCare } from '../../editor/care-strings';
import { loadEditorStrings } from '../../editor/i18n/strings';
import { startServer, type RunningServer } from '../helpers/server';
import { scrollThrough, useBrowser, waitForText, type Visit } from './harness';
import { apiCall, click, fillField, openPanel, publishByApi, tEditor, waitForSaved } from './editor-steps';

// The editor's strings arrive per language (editor/i18n/strings.ts), as its entry loads them.
await Promise.all([loadEditorStrings('de'), loadEditorStrings('en')]);

const de = tCare('de');
const test = suite('editor: working together, scheduling');
const open = useBrowser(test, { consentDecided: true });

const SECTION = 'gemeinsam-geplant';
const EDITORS = {
  anna: { email: 'anna@example.org', username: 'anna', firstName: 'Anna', lastName: 'Alt', role: 'editor' as const },
  ben: { email: 'ben@example.org', username: 'ben', firstName: 'Ben', lastName: 'Berg', role: 'editor' as const },
};

interface Prepared {
  server: RunningServer;
  tokens: Record<keyof typeof EDITORS, string>;
  headlineId: number;
}

let prepared: Promise<Prepared> | null = null;

/** A seeded server whose clock the test sets, two editors with sessions, and a section with one headline on the home page. */
function prepare(): Promise<Prepared> {
  prepared ??= (async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'venue-together-'));
    await (await startServer({ dataDir })).stop();
    const database = await openDatabase({ databaseUrl: null, dataDir });
    const tokens = {} as Record<keyof typeof EDITORS, string>;
    let headlineId: number;
    try {
      const db = database.db;
      for (const [key, values] of Object.entries(EDITORS)) {
        const [user] = await db.insert(users).values(values).returning();
        tokens[key as keyof typeof EDITORS] = await createSession(db, user!.id);
      }
      const [home] = await db.select().from(pages).where(eq(pages.pathDe, '/de')).limit(1);
      const [section] = await db.insert(sections).values({ slug: SECTION, pageId: home!.id, position: 0 }).returning();
      const [headline] = await db.insert(modules).values({ type: 'headline', sectionId: section!.id, fields: { headline_level: 2 }, i18n: { de: { content: 'Gemeinsam geplant' } } }).returning();
      headlineId = headline!.id;
    } finally {
      await database.close();
    }
    const server = await startServer({ dataDir, clock: true });
    return { server: { ...server, stop: () => server.stop().then(() => rm(dataDir, { recursive: true, force: true })) }, tokens, headlineId: headlineId! };
  })();
  return prepared;
}

test.after(async () => {
  const running = await prepared?.catch(() => null);
  await running?.server.stop();
});

async function editorVisit(who: keyof typeof EDITORS, path: string): Promise<Visit> {
  const { server, tokens } = await prepare();
  const visit = await open({ server });
  const url = server.url;
  await visit.page.setCookie({ name: SESSION_COOKIE, value: tokens[who], url }, { name: SESSION_HINT_COOKIE, value: '1', url });
  await visit.goto(path);
  await visit.page.waitForSelector('[data-editor-toolbar]');
  return visit;
}

const presenceText = (page: Page) => page.$eval('[data-presence]', (el) => (el as HTMLElement).innerText);

async function waitForPresence(page: Page, name: string, timeout: number): Promise<void> {
  await page.waitForFunction((text: string) => document.querySelector('[data-presence]')?.textContent?.includes(text), { timeout }, de.alsoHere({ names: name }));
}

async function openEditForm(page: Page): Promise<void> {
  await openPanel(page, 'de', SECTION);
  await click(page, tEditor('de').edit(), `[data-structure-panel="${SECTION}"]`);
  await page.waitForSelector('dialog[open] [data-module-form="headline"] [data-field="content"] input');
}

const headlineNow = async (page: Page, id: number) => (await apiCall<EditorModule>(page, 'GET', resourceUrl('de', 'modules', id))).body.data.content;

test("two editors see each other; the second save of one module shows the first one's change and keeps it until overwritten", async () => {
  const { headlineId } = await prepare();
  const anna = await editorVisit('anna', '/de?edit');
  const ben = await editorVisit('ben', '/de?edit');
  // Ben's first heartbeat finds Anna; Anna hears of Ben with her next one (every 20 s; within 35 s is the aim).
  await waitForPresence(ben.page, 'Anna Alt', 10_000);
  await waitForPresence(anna.page, 'Ben Berg', 45_000);

  // Ben starts editing; meanwhile Anna changes the same headline and saves.
  await openEditForm(ben.page);
  await openEditForm(anna.page);
  await fillField(anna.page, 'content', 'Gemeinsam geplant von Anna');
  await click(anna.page, tEditor('de').save(), 'dialog[open]');
  await waitForSaved(anna.page, 'de');

  await fillField(ben.page, 'content', 'Gemeinsam geplant von Ben');
  await click(ben.page, tEditor('de').save(), 'dialog[open]');
  const dialog = await ben.page.waitForSelector('dialog[open] [data-conflict-dialog]');
  const shown = await dialog!.evaluate((el) => (el as HTMLElement).innerText);
  assert.ok(shown.includes('Anna Alt'), shown);
  const inserted = await ben.page.$$eval('dialog[open] [data-conflict-dialog] ins', (els) => els.map((el) => el.textContent ?? ''));
  assert.ok(inserted.some((text) => text.includes('Anna')), `inserted words: ${inserted.join(' | ')}`);
  // Until Ben decides, Anna's text is what the database holds.
  assert.is(await headlineNow(anna.page, headlineId), 'Gemeinsam geplant von Anna');

  await click(ben.page, de.conflictOverwrite(), 'dialog[open] [data-conflict-dialog]');
  await waitForSaved(ben.page, 'de');
  await ben.page.waitForFunction(() => !document.querySelector('dialog[open]'));
  assert.is(await headlineNow(ben.page, headlineId), 'Gemeinsam geplant von Ben');
  assert.ok((await presenceText(ben.page)).includes('Anna Alt'));

  // Anna, still on the page as it was before Ben's save, edits again: she chooses to reload instead.
  await openEditForm(anna.page);
  await fillField(anna.page, 'content', 'Gemeinsam geplant, noch einmal Anna');
  await click(anna.page, tEditor('de').save(), 'dialog[open]');
  await anna.page.waitForSelector('dialog[open] [data-conflict-dialog]');
  await click(anna.page, de.conflictReload(), 'dialog[open] [data-conflict-dialog]');
  await anna.page.waitForFunction(() => !document.querySelector('dialog[open]'));
  await waitForText(anna, 'Gemeinsam geplant von Ben');
  assert.is(await headlineNow(anna.page, headlineId), 'Gemeinsam geplant von Ben');

  // Ben leaves: Anna's list empties within a minute (at once by her next heartbeat when his goodbye arrived).
  await ben.page.close();
  await anna.page.waitForFunction(() => document.querySelector('[data-presence]')?.textContent === '', { timeout: 75_000 });
});

test('a teaser item two minutes ahead by the server clock: absent for visitors, badged for editors, there after the time — cache on', async () => {
  const { server } = await prepare();
  const from = new Date(Date.now() - 30_000);
  // The server's clock two minutes before `from` (and the visitors' browsers already past it).
  await server.setClock(from.getTime() - 120_000 - Date.now());
  const anna = await editorVisit('anna', '/de');
  const media = await apiCall<{ results: { id: number }[] }>(anna.page, 'GET', resourceUrl('de', 'media'));
  const image = media.body.results[0]!.id;
  const list = await apiCall<EditorModule>(anna.page, 'POST', resourceUrl('de', 'modules'), { type: 'teaser-list', section: SECTION, column: 0, data: {} });
  assert.is(list.status, 201, JSON.stringify(list.body));
  const item = await apiCall<EditorModule>(anna.page, 'POST', resourceUrl('de', 'modules'), {
    type: 'teaser-item',
    parent: list.body.id,
    online_from: from.toISOString(),
    data: { headline: 'Sommerfest im Hof', image: { $media: image } },
  });
  assert.is(item.status, 201, JSON.stringify(item.body));
  // Published at once (saves are drafts): the item's own time is what keeps it from visitors.
  const home = await apiCall<{ id: number }>(anna.page, 'GET', '/de/pageeditor-api/page/');
  await publishByApi(anna.page, home.body.id);

  const visitor = await open({ server });
  const first = await visitor.goto('/de');
  // The page's HTML carries all its data: what is not in it, no visitor sees.
  assert.not.ok((await first!.text()).includes('Sommerfest im Hof'));
  // Shared caches may keep the page only until the item's time (120 s away), fresh and stale together
  // (an earlier change, a seeded event starting, may cut it shorter still).
  const cacheControl = first!.headers()['cache-control'] ?? '';
  const fresh = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
  const stale = Number(/stale-while-revalidate=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  assert.ok(fresh >= 1 && fresh + stale <= 120, `kept no longer than until the item's time: ${cacheControl}`);
  const again = await open({ server });
  assert.not.ok((await (await again.goto('/de'))!.text()).includes('Sommerfest im Hof'));

  await anna.goto('/de?edit');
  const badge = de.scheduled({ time: berlinTime(from.toISOString(), 'de') });
  await anna.page.waitForFunction(
    (id: number, text: string) => document.querySelector(`[data-module-badges="${id}"]`)?.textContent?.includes(text),
    { timeout: 20_000 },
    item.body.id,
    badge,
  );
  await waitForText(anna, 'Sommerfest im Hof');

  // The server's clock passes the time: the cached page goes, visitors get the item.
  await server.setClock(0);
  const later = await open({ server });
  assert.ok((await (await later.goto('/de'))!.text()).includes('Sommerfest im Hof'));
  await scrollThrough(later);
  await waitForText(later, 'Sommerfest im Hof');
});

test.run();
