import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ImageObj } from '../../common/api/media';
import type { ApiError, Page, Section } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { pages } from '../../server/db/schema';
import { loadPage } from '../../server/features/pages/page-service';
import { clearOfScheduledChanges } from '../helpers/quiet-clock';
import { createTestApp, loginAsEditor, type TestApp } from '../helpers/app';
import { insertImage, insertModule, insertPage, insertSection, json } from './fixtures';

let t: TestApp;
let editor: string;
let imageId: number;
const DAY = 24 * 3600 * 1000;

test.before(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // The tests own the page tree; whatever the seed put there would only blur what is asserted.
  await db.delete(pages);
  editor = await loginAsEditor(t);
  imageId = (await insertImage(db, 'synagoge')).id;
  const og = await insertImage(db, 'fassade');

  const home = await insertPage(db, { pathDe: '/de', pathEn: '/en', title: l('Startseite', 'Home') });
  const house = await insertPage(db, { pathDe: '/de/haus', pathEn: '/en/house', title: l('Das Haus', 'The House'), parentId: home.id });
  const history = await insertPage(db, {
    pathDe: '/de/haus/geschichte',
    pathEn: '/en/house/history',
    parentId: house.id,
    title: l('Geschichte', 'History'),
    headline: l('Eine Synagoge und ihre Geschichte'),
    metaDescription: l('Die Geschichte des Hauses', 'The history of the house'),
    ogImageId: og.id,
    theme: 'cc01',
  });
  await insertPage(db, { pathDe: '/de/entwurf', pathEn: '/en/draft', title: l('Entwurf', 'Draft'), isOnline: false });

  const second = await insertSection(db, { slug: 'geschichte-unten', pageId: history.id, position: 2, layout: '50-50', columns: [{ index: 0, classes: '' }, { index: 1, classes: 'is-grey' }] });
  const first = await insertSection(db, { slug: 'geschichte-oben', pageId: history.id, position: 1 });
  await insertModule(db, { sectionId: first.id, type: 'text', position: 2, i18n: { de: { content: '<p>Zweiter Absatz</p>' }, en: { content: '<p>Second paragraph</p>' } } });
  await insertModule(db, { sectionId: first.id, type: 'headline', position: 1, fields: { headline_level: 2 }, i18n: { de: { content: 'Gründung 1883' }, en: { content: 'Founded in 1883' } } });
  await insertModule(db, { sectionId: first.id, type: 'headline', position: 3, fields: {}, i18n: { de: { content: 'Ohne Ebene' } } });
  await insertModule(db, { sectionId: second.id, columnIndex: 1, type: 'image', fields: { image: { $media: imageId }, format: 'landscape' }, i18n: { de: { description: 'Der Betsaal' } } });
  await insertModule(db, { sectionId: second.id, columnIndex: 0, type: 'hero', position: 1, onlineFrom: new Date(Date.now() + DAY), i18n: { de: { headline: 'Kommt bald' } } });
  await insertModule(db, { sectionId: second.id, columnIndex: 0, type: 'hero', position: 2, onlineTo: new Date(Date.now() - DAY), i18n: { de: { headline: 'Schon vorbei' } } });
  const list = await insertModule(db, { sectionId: second.id, columnIndex: 0, type: 'teaser_list', position: 3, fields: { extra_class: '' } });
  await insertModule(db, { parentModuleId: list.id, type: 'teaser_item', position: 2, fields: { image: { $media: imageId } }, i18n: { de: { headline: 'Zweiter Teaser' } } });
  await insertModule(db, { parentModuleId: list.id, type: 'teaser_item', position: 1, fields: { image: { $media: og.id } }, i18n: { de: { headline: 'Erster Teaser' } } });
  await insertModule(db, { parentModuleId: list.id, type: 'teaser_item', position: 3, onlineTo: new Date(Date.now() - DAY), i18n: { de: { headline: 'Abgelaufener Teaser' } } });
});
test.after(() => t.close());

const getPage = (url: string, cookie?: string) => t.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });

test('a page is served in German under /de with its urls in both languages', async () => {
  const res = await getPage('/de/pageeditor-api/page/haus/geschichte');
  assert.is(res.statusCode, 200);
  const page = json<Page>(res);
  assert.is(page.title, 'Geschichte');
  assert.is(page.headline, 'Eine Synagoge und ihre Geschichte');
  assert.equal(page.urls, { de: '/de/haus/geschichte', en: '/en/house/history' });
  assert.equal(page.siblings.map((s) => s.urls.en), ['/en/house/history', '/en/house/history']);
  assert.is(page.theme, 'cc01');
  assert.is(page.settings_url, null);
});

test('the same page is found by its English path under /en, German where English is empty', async () => {
  const page = json<Page>(await getPage('/en/pageeditor-api/page/house/history'));
  assert.is(page.title, 'History');
  assert.is(page.meta_description, 'The history of the house');
  assert.is(page.headline, 'Eine Synagoge und ihre Geschichte');
});

test('a German path asked for in English is not found', async () => {
  assert.is((await getPage('/en/pageeditor-api/page/haus/geschichte')).statusCode, 404);
});

test('an empty path is the home page of the language', async () => {
  assert.is(json<Page>(await getPage('/de/pageeditor-api/page/')).title, 'Startseite');
  assert.is(json<Page>(await getPage('/en/pageeditor-api/page')).title, 'Home');
});

test('the breadcrumb runs from the root down to the page itself', async () => {
  const page = json<Page>(await getPage('/en/pageeditor-api/page/house/history'));
  assert.equal(page.breadcrumb, [
    { title: 'Home', url: '/en' },
    { title: 'The House', url: '/en/house' },
    { title: 'History', url: '/en/house/history' },
  ]);
});

test('sections, columns and modules come in position order with their data in the language', async () => {
  const page = json<Page>(await getPage('/en/pageeditor-api/page/house/history'));
  assert.equal(page.modules.map((s) => s.slug), ['geschichte-oben', 'geschichte-unten']);
  const [top, bottom] = page.modules as [Section, Section];
  assert.equal(top.columns[0]!.children.map((m) => m.type), ['headline', 'text', 'headline']);
  assert.equal(top.columns[0]!.children[0]!.data, { headline_level: 2, content: 'Founded in 1883' });
  assert.is(bottom.layout, '50-50');
  assert.equal(bottom.columns.map((c) => c.classes), ['', 'is-grey']);
  assert.equal(bottom.columns[1]!.children.map((m) => m.type), ['image']);
});

test('declared defaults are filled in, so the visitor bundle needs no module declarations', async () => {
  const page = json<Page>(await getPage('/de/pageeditor-api/page/haus/geschichte'));
  const bare = page.modules[0]!.columns[0]!.children[2]!;
  assert.is(bare.data.content, 'Ohne Ebene');
  assert.is(bare.data.headline_level, 2);
});

test('child modules hang under their list module in position order', async () => {
  const page = json<Page>(await getPage('/de/pageeditor-api/page/haus/geschichte'));
  const list = page.modules[1]!.columns[0]!.children.find((m) => m.type === 'teaser_list')!;
  assert.equal(list.children!.map((m) => m.data.headline), ['Erster Teaser', 'Zweiter Teaser']);
});

test('modules outside their online window are left out for anonymous visitors', async () => {
  const page = json<Page>(await getPage('/de/pageeditor-api/page/haus/geschichte'));
  const column = page.modules[1]!.columns[0]!.children;
  assert.equal(column.map((m) => m.type), ['teaser_list']);
  assert.is(column[0]!.children!.length, 2);
});

test('editors see modules outside their online window, with the window given', async () => {
  const page = json<Page>(await getPage('/de/pageeditor-api/page/haus/geschichte', editor));
  const column = page.modules[1]!.columns[0]!.children;
  assert.equal(column.map((m) => m.data.headline ?? m.type), ['Kommt bald', 'Schon vorbei', 'teaser_list']);
  assert.ok(column[0]!.online_from);
  assert.is(column[2]!.children!.length, 3);
  assert.ok(page.settings_url);
});

test('media references become image objects, however deep they sit', async () => {
  const page = json<Page>(await getPage('/en/pageeditor-api/page/house/history'));
  const image = page.modules[1]!.columns[1]!.children[0]!.data.image as ImageObj;
  assert.is(image.id, imageId);
  assert.is(image.url, '/media/synagoge/synagoge.jpg');
  assert.is(image.alt, 'synagoge (description)');
  assert.is(image.width, 1600);
  assert.is(image.renditions.length, 3);
  const teaser = page.modules[1]!.columns[0]!.children[0]!.children![1]!;
  assert.is((teaser.data.image as ImageObj).id, imageId);
});

test('the Open Graph image is the widest JPEG up to about 1200 px, with its size and a small thumbnail', async () => {
  const page = json<Page>(await getPage('/de/pageeditor-api/page/haus/geschichte'));
  assert.is(page.og_image, '/media/fassade/fassade-1024.jpg');
  assert.equal(page.og_image_size, { width: 1024, height: 576 });
  assert.equal(page.og_image_thumbs, { small: '/media/fassade/fassade-640.jpg' });
});

test('all media of a page are loaded with one query', async () => {
  // Records the table of every select the service makes.
  const statements: string[] = [];
  const counting = new Proxy(t.database.db, {
    get(target, prop, receiver) {
      if (prop === 'select') {
        return (...args: unknown[]) => {
          const builder = (target.select as (...a: unknown[]) => { from: (table: unknown) => unknown })(...args);
          const from = builder.from.bind(builder);
          builder.from = (table: unknown) => {
            statements.push(String((table as Record<symbol, string>)[Symbol.for('drizzle:Name')]));
            return from(table);
          };
          return builder;
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
  const page = await loadPage(counting, { lang: 'de', path: '/de/haus/geschichte', user: null });
  assert.ok(page);
  assert.ok(statements.includes('pages') && statements.includes('sections'), statements.join());
  assert.is(statements.filter((name) => name === 'media').length, 1);
});

test('an offline page is 404 "404 Not Found" for anonymous visitors', async () => {
  const res = await getPage('/de/pageeditor-api/page/entwurf');
  assert.is(res.statusCode, 404);
  assert.equal(json<ApiError>(res), { message: '404 Not Found', statusCode: 404 });
});

test('an offline page is shown to editors, privately', async () => {
  const res = await getPage('/de/pageeditor-api/page/entwurf', editor);
  assert.is(res.statusCode, 200);
  assert.is(json<Page>(res).is_online, false);
  assert.is(res.headers['cache-control'], 'private, no-store');
});

test('a missing page is 404', async () => {
  assert.is((await getPage('/de/pageeditor-api/page/gibt-es-nicht')).statusCode, 404);
});

test('a language other than de and en is 404', async () => {
  const res = await getPage('/fr/pageeditor-api/page/haus');
  assert.is(res.statusCode, 404);
  assert.is(json<ApiError>(res).statusCode, 404);
});

test('a numeric version_id is accepted, anything else is 400', async () => {
  assert.is((await getPage('/de/pageeditor-api/page/haus?version_id=12')).statusCode, 200);
  const res = await getPage('/de/pageeditor-api/page/haus?version_id=abc');
  assert.is(res.statusCode, 400);
  assert.match(json<ApiError>(res).message, /version_id/);
});

test('a public page is cacheable for a minute and revalidates by ETag', () =>
  clearOfScheduledChanges(t.database.db, async () => {
    const res = await getPage('/de/pageeditor-api/page/haus');
    assert.is(res.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
    const again = await t.app.inject({ url: '/de/pageeditor-api/page/haus', headers: { 'if-none-match': String(res.headers.etag) } });
    assert.is(again.statusCode, 304);
  }),
);

test('a container is found by its slug', async () => {
  const res = await t.app.inject({ url: '/pageeditor-api/container/by-slug/geschichte-unten?lang=en' });
  assert.is(res.statusCode, 200);
  const section = json<Section>(res);
  assert.is(section.slug, 'geschichte-unten');
  assert.is(section.layout, '50-50');
  assert.is((section.columns[1]!.children[0]!.data.image as ImageObj).alt, 'synagoge (description)');
});

test('an unknown container slug is 404', async () => {
  assert.is((await t.app.inject({ url: '/pageeditor-api/container/by-slug/nicht-da' })).statusCode, 404);
});

test('a container slug outside [a-z0-9-_] is refused before any query', async () => {
  for (const slug of ['Gross', 'mit%20leerzeichen', 'a'.repeat(101), '%2E%2E%2Fpages']) {
    const res = await t.app.inject({ url: `/pageeditor-api/container/by-slug/${slug}` });
    assert.is(res.statusCode, 400, slug);
  }
  const traversal = await t.app.inject({ url: '/pageeditor-api/container/by-slug/../../etc' });
  assert.ok([400, 404].includes(traversal.statusCode));
});

test.run();
