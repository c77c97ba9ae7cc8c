import { access, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SECTION_LAYOUTS } from '../../common/api/types';
import { validateModule } from '../../common/modules/validate';
import { LANGS } from '../../common/routes';
import type { Database } from '../../server/db/client';
import { media, modules, navItems, openingHours, openingHoursExceptions, pages, redirects, sections, siteSettings, users } from '../../server/db/schema';
import { verifyPassword } from '../../server/features/auth/password';
import { AlreadySeededError, isSeeded, seed } from '../../server/seed';
import { DEMO_EDITOR } from '../../server/seed/site';
import { initialPassword, INITIAL_PASSWORD_FILE, seedWithInitialAccount } from '../../server/seed/initial-password';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { ConfigError } from '../../server/config';
import { createTestDatabase, testDataDir } from '../helpers/database';

let database: Database;
let dataDir = '';

test.before(async () => {
  database = await createTestDatabase();
  dataDir = await testDataDir();
});
test.after(async () => {
  await database.close();
});

type ModuleRow = typeof modules.$inferSelect;

function mediaIds(value: unknown, into: number[] = []): number[] {
  if (Array.isArray(value)) for (const item of value) mediaIds(item, into);
  else if (typeof value === 'object' && value !== null) {
    const ref = (value as { $media?: unknown }).$media;
    if (ref !== undefined) into.push(ref as number);
    else for (const item of Object.values(value)) mediaIds(item, into);
  }
  return into;
}

async function homeModules(): Promise<ModuleRow[]> {
  const [home] = await database.db.select().from(pages).where(eq(pages.pathDe, '/de'));
  assert.ok(home, 'the German home page exists');
  const sectionIds = (await database.db.select({ id: sections.id }).from(sections).where(eq(sections.pageId, home.id))).map((s) => s.id);
  return database.db.select().from(modules).where(inArray(modules.sectionId, sectionIds));
}

test('the seeded database counts as seeded', async () => {
  assert.ok(await isSeeded(database.db));
});

test('every page has a path in both languages, under its language prefix, and meta titles in both', async () => {
  const rows = await database.db.select().from(pages);
  assert.ok(rows.length >= 15, `expected a full site, got ${rows.length} pages`);
  for (const page of rows) {
    assert.match(page.pathDe, /^\/de(\/|$)/, `${page.pathDe} is a German path`);
    assert.match(page.pathEn, /^\/en(\/|$)/, `${page.pathEn} is an English path`);
    for (const lang of LANGS) {
      assert.ok(page.metaTitle[lang]?.trim(), `${page.pathDe}: meta title in ${lang}`);
      assert.ok(page.metaDescription[lang]?.trim(), `${page.pathDe}: meta description in ${lang}`);
      assert.ok(page.ogTitle[lang]?.trim(), `${page.pathDe}: Open Graph title in ${lang}`);
      assert.ok(page.title[lang]?.trim() && page.headline[lang]?.trim(), `${page.pathDe}: title and headline in ${lang}`);
    }
  }
});

test('the pages the brief names exist with their sibling paths, the draft offline and the events headline set', async () => {
  const rows = await database.db.select().from(pages);
  const byDe = new Map(rows.map((p) => [p.pathDe, p]));
  const pairs: [string, string][] = [
    ['/de', '/en'], ['/de/programm', '/en/events'], ['/de/produktionen', '/en/productions'], ['/de/ensemble', '/en/ensemble'],
    ['/de/haus', '/en/house'], ['/de/haus/geschichte', '/en/house/history'], ['/de/haus/architektur', '/en/house/architecture'],
    ['/de/besuch', '/en/visit'], ['/de/besuch/anfahrt', '/en/visit/getting-here'], ['/de/besuch/barrierefreiheit', '/en/visit/accessibility'],
    ['/de/vermietung', '/en/venue-hire'], ['/de/presse', '/en/press'], ['/de/agb', '/en/agb'], ['/de/datenschutz', '/en/datenschutz'],
    ['/de/impressum', '/en/impressum'], ['/de/haus/entwurf', '/en/house/draft'],
  ];
  for (const [de, en] of pairs) assert.is(byDe.get(de)?.pathEn, en, `${de} ↔ ${en}`);
  assert.is(byDe.get('/de/haus/entwurf')!.isOnline, false);
  assert.equal(rows.filter((p) => !p.isOnline).map((p) => p.pathDe), ['/de/haus/entwurf'], 'only the draft is offline');
  assert.equal(byDe.get('/de/programm')!.headline, { de: 'Programm und Karten', en: 'Programme and tickets' });
  assert.is(byDe.get('/de/haus/geschichte')!.parentId, byDe.get('/de/haus')!.id);
  assert.ok(rows.some((p) => p.isLandingPage && p.variant === 'jewish-weekends'), 'one campaign landing page');
});

test('the home page uses at least 8 different module types and several column layouts', async () => {
  const rows = await homeModules();
  const types = new Set(rows.map((m) => m.type));
  assert.ok(types.size >= 8, `only ${types.size} types: ${[...types].join(', ')}`);
  for (const type of ['hero-media', 'teaser-list', 'teaser-item', 'quote', 'faq', 'video', 'logo-list', 'image-list', 'anchor-list']) {
    assert.ok(types.has(type), `home has a ${type} module`);
  }
  const [home] = await database.db.select().from(pages).where(eq(pages.pathDe, '/de'));
  const layouts = new Set((await database.db.select().from(sections).where(eq(sections.pageId, home!.id))).map((s) => s.layout));
  for (const layout of ['100', '50-50', '67-33', '33-33-33'] as const) assert.ok(layouts.has(layout), `a ${layout} section`);
});

test('no text on the home page is empty in German, and every text there is translated', async () => {
  for (const row of await homeModules()) {
    for (const [field, value] of Object.entries(row.i18n.de)) {
      assert.type(value, 'string', `${row.type}.${field}`);
      assert.ok((value as string).trim(), `${row.type}.${field} has German text`);
      assert.ok(String(row.i18n.en?.[field] ?? '').trim(), `${row.type}.${field} has English text`);
    }
  }
});

test('every module is valid by its declaration in both languages', async () => {
  const rows = await database.db.select().from(modules);
  for (const row of rows) {
    for (const lang of LANGS) {
      const data = { ...row.fields, ...row.i18n[lang], online_from: row.onlineFrom?.toISOString(), online_to: row.onlineTo?.toISOString() };
      assert.equal(validateModule(row.type, data), [], `module ${row.id} (${row.type}) in ${lang}`);
    }
  }
});

test('sections have as many columns as their layout, and modules stay inside them', async () => {
  const rows = await database.db.select().from(sections);
  for (const section of rows) {
    assert.ok((SECTION_LAYOUTS as readonly string[]).includes(section.layout));
    assert.is(section.columns.length, section.layout.split('-').length, `${section.slug}`);
  }
  const outside = (await database.db.select().from(modules)).filter((m) => {
    const section = rows.find((s) => s.id === m.sectionId);
    return m.parentModuleId === null && (!section || m.columnIndex >= section.columns.length);
  });
  assert.equal(outside, []);
});

test('every media reference points at an existing media row whose files are on disk', async () => {
  const rows = await database.db.select().from(modules);
  const pageRows = await database.db.select().from(pages);
  const referenced = new Set([...mediaIds(rows.map((m) => [m.fields, m.i18n])), ...pageRows.flatMap((p) => (p.ogImageId ? [p.ogImageId] : []))]);
  assert.ok(referenced.size >= 10, `only ${referenced.size} images referenced`);
  const mediaRows = await database.db.select().from(media).where(inArray(media.id, [...referenced]));
  assert.is(mediaRows.length, referenced.size, 'no dangling media reference');
  for (const row of mediaRows) {
    await access(path.join(dataDir, 'media', row.file));
    assert.ok(row.alt.de.trim() && row.alt.en?.trim(), `media ${row.id} has alt text in both languages`);
    assert.ok(row.renditions.length >= 3, `media ${row.id} has renditions`);
    for (const rendition of row.renditions) {
      assert.ok(rendition.width <= row.width, 'never upscaled');
      await access(path.join(dataDir, rendition.url.replace(/^\/media\//, 'media/')));
    }
  }
});

test('settings, navigation, opening hours, alert, redirects and the demo editor are seeded', async () => {
  const { db } = database;
  const [settings] = await db.select().from(siteSettings);
  assert.is(settings!.id, 1);
  assert.ok(settings!.isSiteOnline && settings!.isShopOnline);
  assert.is(settings!.design.anchorListOffset, 600);
  assert.is(settings!.design.loginUrl, '/accounts/login/');
  assert.ok(settings!.htmlFooterTop.de.includes('Synagogenplatz') && settings!.htmlFooterTop.en?.includes('Synagogenplatz'));

  const main = await db.select().from(navItems).where(eq(navItems.menu, 'main'));
  assert.is(main.filter((n) => n.parentId === null).length, 6, 'six main menu entries');
  const top = await db.select().from(navItems).where(eq(navItems.menu, 'top'));
  const both = top.filter((n) => n.pageId !== null && main.some((m) => m.pageId === n.pageId));
  assert.equal(both, [], 'no page is linked from both the main menu and the top bar (a wide header showed Vermietung twice)');
  assert.is(main.filter((n) => n.parentId !== null).length, 4, 'house and visit have two children each');
  const external = await db.select().from(navItems).where(inArray(navItems.menu, ['top', 'footer']));
  assert.is(external.filter((n) => n.url !== null).length, 2, 'newsletter and jobs are external');

  const thursday = await db.select().from(openingHours).where(eq(openingHours.weekday, 4));
  assert.is(thursday.length, 2, 'Thursday has two ranges to merge');
  const [monday] = await db.select().from(openingHours).where(eq(openingHours.weekday, 1));
  assert.ok(monday!.closed);
  const exceptions = await db.select().from(openingHoursExceptions);
  assert.is(exceptions.length, 2);
  assert.ok(exceptions.some((e) => e.closed) && exceptions.some((e) => !e.closed && e.alternativeText.de && e.alternativeLinkUrl));

  const [redirectCount] = await db.select({ n: count() }).from(redirects);
  assert.is(redirectCount!.n, 2);

  const [editor] = await db.select().from(users).where(eq(users.username, DEMO_EDITOR.username));
  assert.is(editor!.role, 'editor', 'the seed makes no admin (issue 21 point 3)');
  assert.is(editor!.email, DEMO_EDITOR.email);
  assert.match(editor!.passwordHash, /^scrypt\$\d+\$[\w-]+\$[\w-]+$/);
  assert.ok(await verifyPassword(DEMO_EDITOR.password, editor!.passwordHash));
  assert.not.ok(await verifyPassword('wrong', editor!.passwordHash));
});

test('seeding a seeded database again is refused and changes nothing', async () => {
  const [before] = await database.db.select({ n: count() }).from(pages);
  try {
    await seed(database.db, { dataDir, editorPassword: DEMO_EDITOR.password });
    assert.unreachable('a second seed must be refused');
  } catch (error) {
    assert.instance(error, AlreadySeededError);
  }
  const [after] = await database.db.select({ n: count() }).from(pages);
  assert.is(after!.n, before!.n);
  assert.ok(await isSeeded(database.db));
});

test('a first start without INITIAL_PASSWORD makes one editor, no admin, with a generated password shown once in an owner-only file', async () => {
  const fresh = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'venue-initial-'));
  const printed: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => void printed.push(args.join(' '));
  try {
    await migrateDatabase(fresh);
    await seedWithInitialAccount(fresh.db, dir, {});
    console.log = log;
    const accounts = await fresh.db.select().from(users);
    assert.equal(accounts.map((a) => [a.username, a.role]), [[DEMO_EDITOR.username, 'editor']]);
    const file = path.join(dir, INITIAL_PASSWORD_FILE);
    assert.is((await stat(file)).mode & 0o777, 0o600);
    const password = (await readFile(file, 'utf8')).split('\n')[1]!;
    assert.ok(password.length >= 20, password);
    assert.ok(await verifyPassword(password, accounts[0]!.passwordHash));
    assert.is(printed.filter((line) => line.includes(password)).length, 1, 'printed exactly once');
  } finally {
    console.log = log;
    await fresh.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('INITIAL_PASSWORD is used as given and refused when too short', () => {
  assert.equal(initialPassword({ INITIAL_PASSWORD: 'lang-genug-2026' }), { password: 'lang-genug-2026', generated: false });
  assert.throws(() => initialPassword({ INITIAL_PASSWORD: 'kurz' }), (error: unknown) => error instanceof ConfigError);
  const a = initialPassword({});
  assert.ok(a.generated && a.password !== initialPassword({}).password);
});

test.run();
