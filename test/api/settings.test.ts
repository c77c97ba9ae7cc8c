import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SettingsResponse } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { siteSettings } from '../../server/db/schema';
import { DESIGN_DEFAULTS } from '../../server/features/settings/design-defaults';
import { clearOfScheduledChanges } from '../helpers/quiet-clock';
import { createTestApp, loginAsEditor, type TestApp } from '../helpers/app';
import { json } from './fixtures';

let t: TestApp;

test.before(async () => {
  t = await createTestApp();
  const values = {
    id: 1,
    isSiteOnline: true,
    isShopOnline: false,
    htmlHeader: l('<p>Kopf</p>'),
    htmlFooterTop: l('<p>Oben</p>', '<p>Top</p>'),
    htmlFooterBottom: l('<p>Unten</p>', '<p>Bottom</p>'),
    htmlFooterLogos: null,
    design: { header: { menuStyle: 'style2' }, anchorListOffset: 400 } as never,
  };
  await t.database.db.insert(siteSettings).values(values).onConflictDoUpdate({ target: siteSettings.id, set: values });
});
test.after(() => t.close());

test('settings answer status ok with the HTML blocks in German by default', async () => {
  const res = await t.app.inject({ url: '/pageeditor-api/settings' });
  assert.is(res.statusCode, 200);
  const body = json<SettingsResponse>(res);
  assert.is(body.status, 'ok');
  assert.is(body.data.is_site_online, true);
  assert.is(body.data.is_shop_online, false);
  assert.is(body.data.html_footer_top.code, '<p>Oben</p>');
  assert.is(body.data.html_footer_logos, undefined);
});

test('settings in English fall back to German where the English block is empty', async () => {
  const body = json<SettingsResponse>(await t.app.inject({ url: '/pageeditor-api/settings?lang=en' }));
  assert.is(body.data.html_footer_bottom.code, '<p>Bottom</p>');
  assert.is(body.data.html_header.code, '<p>Kopf</p>');
});

test('stored design options override the defaults key by key and keep the rest', async () => {
  const { design } = json<SettingsResponse>(await t.app.inject({ url: '/pageeditor-api/settings' })).data;
  assert.is(design.header.menuStyle, 'style2');
  assert.is(design.header.webshopLink, DESIGN_DEFAULTS.header.webshopLink);
  assert.is(design.anchorListOffset, 400);
  assert.is(design.currency, '€');
  assert.equal(design.detailSectionOrder, DESIGN_DEFAULTS.detailSectionOrder);
});

test('an unknown language is a 400 with a message', async () => {
  const res = await t.app.inject({ url: '/pageeditor-api/settings?lang=fr' });
  assert.is(res.statusCode, 400);
  const body = json<{ message: string; statusCode: number }>(res);
  assert.is(body.statusCode, 400);
  assert.match(body.message, /lang/);
});

test('settings are publicly cacheable for a minute and carry a weak ETag', async () => {
  const res = await clearOfScheduledChanges(t.database.db, () => t.app.inject({ url: '/pageeditor-api/settings' }));
  assert.is(res.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
  assert.match(String(res.headers.etag), /^W\/"[A-Za-z0-9_-]+"$/);
});

test('a matching If-None-Match is answered 304 without a body', async () => {
  const first = await t.app.inject({ url: '/pageeditor-api/settings' });
  const again = await t.app.inject({ url: '/pageeditor-api/settings', headers: { 'if-none-match': String(first.headers.etag) } });
  assert.is(again.statusCode, 304);
  assert.is(again.body, '');
  const other = await t.app.inject({ url: '/pageeditor-api/settings?lang=en', headers: { 'if-none-match': String(first.headers.etag) } });
  assert.is(other.statusCode, 200);
});

test('with a session the answer is private and never stored', async () => {
  const cookie = await loginAsEditor(t);
  const res = await t.app.inject({ url: '/pageeditor-api/settings', headers: { cookie } });
  assert.is(res.headers['cache-control'], 'private, no-store');
});

test.run();
