import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { l } from '../../common/i18n/localized';
import { breakingNews, navItems, siteSettings } from '../../server/db/schema';
import { loadCommonData } from '../../server/features/common-data';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertPage } from './fixtures';

let t: TestApp;

test.before(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.delete(breakingNews);
  await db.insert(breakingNews).values({ title: l('Einlass ab 18 Uhr', 'Doors open at 6 pm') });
  const draft = await insertPage(db, { pathDe: '/de/cd-entwurf', pathEn: '/en/cd-draft', isOnline: false });
  await db.insert(navItems).values({ menu: 'main', pageId: draft.id, position: 99 });
  await db.insert(siteSettings).values({ id: 1, isShopOnline: false }).onConflictDoUpdate({ target: siteSettings.id, set: { isShopOnline: false } });
});
test.after(() => t.close());

test('common data holds settings, navigation, opening hours and alerts in the language', async () => {
  const data = await loadCommonData(t.database.db, 'en');
  assert.is(data.settings.is_shop_online, false);
  assert.ok(Array.isArray(data.nav.menu));
  assert.match(data.openingHours.date, /^\d{4}-\d{2}-\d{2}$/);
  assert.equal(data.breakingNews.map((n) => n.title), ['Doors open at 6 pm']);
});

test('common data shows the navigation as an anonymous visitor sees it', async () => {
  const data = await loadCommonData(t.database.db, 'de');
  assert.not.ok(data.nav.menu.some((i) => i.url === '/de/cd-entwurf'));
});

test.run();
