/** Rich text and the HTML module never carry script to a visitor (acceptance "a form post of <img onerror> and a javascript: link"). */
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule } from '../../common/api/editor';
import type { Page } from '../../common/api/types';
import { modules } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { editorClient, type EditorClient } from '../helpers/editor';
import { insertModule, insertPage, insertSection, json } from './fixtures';

let t: TestApp;
let ed: EditorClient;
let sectionId: number;
const ATTACK = '<p>Hallo <img src=x onerror=alert(1)> <a href="javascript:alert(2)">klick</a> <a href="https://example.org" target="_blank">ok</a></p><script>alert(3)</script>';
const RUNS = /onerror|javascript:|<script|alert\(/i;

test.before(async () => {
  t = await createTestApp();
  ed = await editorClient(t, 'sicher-redaktion');
  const page = await insertPage(t.database.db, { pathDe: '/de/sicher', pathEn: '/en/safe' });
  sectionId = (await insertSection(t.database.db, { slug: 'safe-section', pageId: page.id })).id;
});
test.after(() => t.close());

const visitorPage = async () => JSON.stringify(json<Page>(await t.app.inject({ url: '/de/pageeditor-api/page/sicher' })).modules);
const visitorHtml = async () => (await t.app.inject({ url: '/de/sicher' })).body;

test('rich text is stored and served without the handler, the javascript: link or the script', async () => {
  const res = await ed.call('POST', ed.url('modules'), { type: 'text', section: 'safe-section', data: { content: ATTACK } });
  assert.is(res.statusCode, 201, res.body);
  const id = json<EditorModule>(res).id;
  const [row] = await t.database.db.select().from(modules).where(eq(modules.id, id));
  const stored = String((row!.i18n.de as Record<string, unknown>).content);
  assert.not.match(stored, RUNS);
  assert.match(stored, /Hallo/);
  assert.match(stored, /rel="noopener noreferrer"/);
  assert.not.match(await visitorPage(), RUNS);
});

test('the HTML module is sanitised on save', async () => {
  const res = await ed.call('POST', ed.url('modules'), { type: 'html', section: 'safe-section', data: { html_code: ATTACK } });
  assert.is(res.statusCode, 201, res.body);
  assert.not.match(String(json<EditorModule>(res).data.html_code), RUNS);
});

test('markup that reached the database another way is sanitised on output too', async () => {
  await insertModule(t.database.db, { type: 'html', sectionId, i18n: { de: { html_code: ATTACK } } });
  await insertModule(t.database.db, { type: 'text', sectionId, i18n: { de: { content: ATTACK } } });
  assert.not.match(await visitorPage(), RUNS);
  const html = await visitorHtml();
  assert.not.match(html.replace(/<script[^>]*>[\s\S]*?<\/script>/gi, (s) => (s.includes('alert(') ? s : '')), /onerror=|javascript:alert|alert\(3\)/);
});

test.run();
