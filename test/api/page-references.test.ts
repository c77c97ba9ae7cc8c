import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { VenueListItem } from '../../common/api/programme';
import type { ModuleData, Page, Section } from '../../common/api/types';
import { venues } from '../../server/db/schema';
import { VENUES_SECTION_SLUG } from '../../server/seed/programme/venue-section';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertModule, insertSection, json } from './fixtures';

let t: TestApp;

test.before(async () => {
  t = await createTestApp();
});
test.after(async () => {
  await t.close();
});

const modulesOf = (sections: Section[]): ModuleData[] => sections.flatMap((s) => s.columns.flatMap((c) => c.children));
const venueList = (sections: Section[]) => modulesOf(sections).find((m) => m.type === 'venue-list');
const venuesIn = (module: ModuleData | undefined) => (module?.children ?? []).map((child) => child.data.venue as VenueListItem | null);

test('the visit page lists every venue as its list item, with name, lead, page address and picture', async () => {
  const page = json<Page>(await t.app.inject({ url: '/de/pageeditor-api/page/besuch' }));
  const shown = venuesIn(venueList(page.modules));
  const rows = await t.database.db.select().from(venues).orderBy(venues.position);
  assert.is(shown.length, rows.length);
  assert.is(shown[0]!.name, 'Alte Synagoge');
  assert.is(shown[0]!.url, `/de/venues/alte-synagoge/${rows[0]!.id}`);
  assert.ok(shown[0]!.lead.startsWith('Das Haupthaus'));
  assert.match(shown[0]!.image!.url, /^\/media\//, 'the picture is resolved to an image, not left as a reference');
  assert.ok(shown[0]!.image!.renditions.length > 0);
});

test('in English the venues come with their English names and addresses', async () => {
  const page = json<Page>(await t.app.inject({ url: '/en/pageeditor-api/page/visit' }));
  const [first] = venuesIn(venueList(page.modules));
  assert.is(first!.name, 'Old Synagogue');
  assert.match(first!.url, /^\/en\/venues\/old-synagogue\/\d+$/);
});

test('a section fetched by its slug resolves its venue references too', async () => {
  const section = json<Section>(await t.app.inject({ url: `/pageeditor-api/container/by-slug/${VENUES_SECTION_SLUG}?lang=de` }));
  assert.ok(venuesIn(venueList([section])).every((venue) => venue !== null && typeof venue.name === 'string'));
});

test('a reference to a deleted venue becomes null, so the page still answers and the card is left out', async () => {
  const db = t.database.db;
  const [gone] = await db.insert(venues).values({ slug: { de: 'weg' }, name: { de: 'Abgerissen' } }).returning();
  const section = await insertSection(db, { slug: 'refs-deleted' });
  const list = await insertModule(db, { sectionId: section.id, type: 'venue-list' });
  await insertModule(db, { parentModuleId: list.id, type: 'venue', fields: { venue: { $venue: gone!.id } } });
  await db.delete(venues).where(eq(venues.id, gone!.id));
  const response = await t.app.inject({ url: '/pageeditor-api/container/by-slug/refs-deleted?lang=de' });
  assert.is(response.statusCode, 200);
  assert.equal(venuesIn(venueList([json<Section>(response)])), [null]);
});

test('objects that only look like references are left alone', async () => {
  const db = t.database.db;
  const section = await insertSection(db, { slug: 'refs-lookalike' });
  await insertModule(db, { sectionId: section.id, type: 'html', i18n: { de: { html_code: '<p>x</p>', note: { $venue: 'eins' }, pair: { $venue: 1, id: 2 } } } });
  const [module] = modulesOf([json<Section>(await t.app.inject({ url: '/pageeditor-api/container/by-slug/refs-lookalike?lang=de' }))]);
  assert.equal(module!.data.note, { $venue: 'eins' });
  assert.equal(module!.data.pair, { $venue: 1, id: 2 });
});

test.run();
