/**
 * Approval: with 'Freigabe erforderlich' on, an editor saves and sends the draft
 * for approval but cannot publish (nor publish at a time); a publisher sees the request on the
 * dashboard and in the page's draft status with the diff, publishes it or sends it back with a
 * comment the editor then sees, the draft kept. With the setting off, editors publish themselves.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DraftStatus } from '../../common/api/drafts';
import type { Page } from '../../common/api/types';
import { collectionUrl } from '../../common/api/admin';
import { dashboardUrl, type ActivityDashboard } from '../../common/api/dashboard';
import { resourceUrl, type EditorResource } from '../../common/api/editor';
import { l } from '../../common/i18n/localized';
import { createTestApp, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';
import { editorClient, type EditorClient } from '../helpers/editor';
import { caller, sessionAs, type Caller } from './admin-session';
import { insertModule, insertPage, insertSection, json } from './fixtures';

let t: TestApp;
let ed: EditorClient;
let publisher: Caller;
let admin: Caller;
let pageId: number;
let moduleId: number;
const url = (resource: EditorResource, id?: number, action?: string) => resourceUrl('de', resource, id, action);
const visitorText = async () => (await t.app.inject({ url: '/de/pageeditor-api/page/freigabe' })).body;

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
  ed = await editorClient(t, 'freigabe-redaktion');
  publisher = caller(t, await sessionAs(t, 'freigabe-chefin', 'publisher'));
  admin = caller(t, await sessionAs(t, 'freigabe-verwaltung', 'admin'));
  pageId = (await insertPage(t.database.db, { pathDe: '/de/freigabe', pathEn: '/en/approval', title: l('Freigabeseite', 'Approval page') })).id;
  const section = await insertSection(t.database.db, { slug: 'freigabe', pageId });
  moduleId = (await insertModule(t.database.db, { type: 'text', sectionId: section.id, i18n: { de: { content: '<p>Alter Spielplan</p>' }, en: { content: '<p>Old schedule</p>' } } })).id;
});
test.after(() => t.close());

test('approval off: editors publish themselves', async () => {
  assert.is((await ed.call('PATCH', ed.url('modules', moduleId), { data: { content: '<p>Spielplan ohne Freigabe</p>' } })).statusCode, 200);
  const status = json<DraftStatus>(await ed.call('GET', ed.url('pages', pageId, 'draft')));
  assert.equal([status.approval.required, status.approval.may_publish], [false, true]);
  assert.is((await ed.call('POST', ed.url('pages', pageId, 'publish'))).statusCode, 200);
  assert.match(await visitorText(), 'Spielplan ohne Freigabe');
});

test('approval on: the editor cannot publish but sends for approval; the publisher sees it and sends it back', async () => {
  const on = await admin.send('PATCH', collectionUrl('site-settings', 1), { approvalRequired: true });
  assert.is(on.statusCode, 200, on.body);
  assert.is((await ed.call('PATCH', ed.url('modules', moduleId), { data: { content: '<p>Neuer Spielplan im Herbst</p>' } })).statusCode, 200);

  const status = json<DraftStatus>(await ed.call('GET', ed.url('pages', pageId, 'draft')));
  assert.equal([status.approval.required, status.approval.may_publish, status.approval.may_approve], [true, false, false]);
  const refused = await ed.call('POST', ed.url('pages', pageId, 'publish'));
  assert.is(refused.statusCode, 403);
  assert.match(refused.body, 'approval');
  assert.is((await ed.call('POST', ed.url('pages', pageId, 'schedule'), { at: new Date(Date.now() + 3_600_000).toISOString() })).statusCode, 403, 'publishing at a time is publishing');
  assert.not.match(await visitorText(), 'Neuer Spielplan');
  assert.is((await ed.call('POST', ed.url('pages', pageId, 'send-back'), { comment: 'selbst' })).statusCode, 403, 'editors do not answer requests');

  const sent = await ed.call('POST', ed.url('pages', pageId, 'request-approval'), { message: 'Bitte bis Freitag freigeben' });
  assert.is(sent.statusCode, 200, sent.body);
  assert.is(json<DraftStatus>(sent).approval.state, 'requested');
  assert.is(json<Page>(await ed.call('GET', '/de/pageeditor-api/page/freigabe')).for_editors!.draft.approval, 'requested', "the toolbar's line says so");

  // The publisher: on the dashboard, in the page's status with the diff against the published page.
  const dashboard = json<ActivityDashboard>(await publisher.get(dashboardUrl('activity')));
  const request = dashboard.approvals!.find((a) => a.page === pageId);
  assert.ok(request, JSON.stringify(dashboard.approvals));
  assert.is(request!.message, 'Bitte bis Freitag freigeben');
  assert.is(request!.path, '/de/freigabe');
  assert.equal(json<ActivityDashboard>(await ed.call('GET', dashboardUrl('activity'))).approvals, [], 'editors answer no requests');
  const review = json<DraftStatus>(await publisher.get(url('pages', pageId, 'draft')));
  assert.equal([review.approval.may_publish, review.approval.may_approve, review.approval.state], [true, true, 'requested']);
  const words = review.changes.flatMap((c) => c.fields.flatMap((f) => f.words.filter((w) => w.added).map((w) => w.value))).join(' ');
  assert.match(words, 'Neuer');

  assert.is((await publisher.send('POST', url('pages', pageId, 'send-back'), { comment: ' ' })).statusCode, 400, 'a comment is required');
  const back = await publisher.send('POST', url('pages', pageId, 'send-back'), { comment: 'Bitte das Datum ergänzen.' });
  assert.is(back.statusCode, 200, back.body);

  // The editor sees the comment; the draft is kept, visitors still see the published page.
  const mine = json<DraftStatus>(await ed.call('GET', ed.url('pages', pageId, 'draft')));
  assert.equal([mine.approval.state, mine.approval.comment, mine.approval.answered_by], ['returned', 'Bitte das Datum ergänzen.', 'freigabe-chefin']);
  assert.ok(mine.changes.length > 0, 'the draft is kept');
  assert.match(json<Page>(await ed.call('GET', '/de/pageeditor-api/page/freigabe')).modules[0]!.columns[0]!.children[0]!.data.content as string, 'Neuer Spielplan');
  assert.not.match(await visitorText(), 'Neuer Spielplan');
  assert.equal(json<ActivityDashboard>(await publisher.get(dashboardUrl('activity'))).approvals!.filter((a) => a.page === pageId), []);
});

test('approval on: the publisher publishes a request; the request is done', async () => {
  assert.is((await ed.call('POST', ed.url('pages', pageId, 'request-approval'), { message: 'Datum ergänzt' })).statusCode, 200);
  const published = await publisher.send('POST', url('pages', pageId, 'publish'), {});
  assert.is(published.statusCode, 200, published.body);
  assert.is(json<DraftStatus>(published).approval.state, null);
  assert.match(await visitorText(), 'Neuer Spielplan im Herbst');
  // Admins publish too, and may schedule.
  assert.is((await ed.call('PATCH', ed.url('modules', moduleId), { data: { content: '<p>Spielplan der Verwaltung</p>' } })).statusCode, 200);
  assert.is((await admin.send('POST', url('pages', pageId, 'schedule'), { at: new Date(Date.now() + 3_600_000).toISOString() })).statusCode, 200);
  assert.is((await ed.call('POST', ed.url('pages', pageId, 'schedule'), { at: null })).statusCode, 200, 'taking a time back is no publishing');
  assert.is((await admin.send('POST', url('pages', pageId, 'publish'), {})).statusCode, 200);
  assert.match(await visitorText(), 'Spielplan der Verwaltung');
});

test.run();
