/**
 * 'In den Kalender' and the subscribable feed. Both parse with a real iCalendar
 * library (ical.js), keep Berlin's times across the change to summer time, follow a cancellation
 * with STATUS:CANCELLED and a higher SEQUENCE, and a feed follows an edit of one of its events.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACCESS_FEATURE_IDS } from '../../common/api/access';
import type { AdminItem } from '../../common/api/admin';
import { collectionUrl } from '../../common/api/admin';
import { calendarFeedPath, eventIcsPath } from '../../common/api/ics';
import { createTestApp, type TestApp } from '../helpers/app';
import { caller, sessionAs, type Caller } from './admin-session';
import { json } from './fixtures';

/** ical.js (devDependency); ICAL_JS names another copy of it while it is not installed. */
interface IcalTime {
  toJSDate(): Date;
}
interface IcalComponent {
  getAllSubcomponents(name: string): IcalComponent[];
  getFirstSubcomponent(name: string): IcalComponent | null;
  getFirstPropertyValue(name: string): unknown;
}
interface Ical {
  parse(text: string): unknown;
  Component: new (jcal: unknown) => IcalComponent;
  Event: new (component: IcalComponent) => { startDate: IcalTime; endDate: IcalTime; uid: string; summary: string; sequence: number };
  Timezone: new (component: IcalComponent) => unknown;
  TimezoneService: { register(zone: unknown): void };
}
const ICAL_MODULE = process.env.ICAL_JS ?? 'ical.js';

let ICAL: Ical;
let t: TestApp;
let editor: Caller;
const TOUCH = ACCESS_FEATURE_IDS['touch-tour'];
/** 19:30 in Berlin on the Saturday before and the Sunday of the change to summer time in 2027. */
const BEFORE = '2027-03-27T18:30:00.000Z';
const AFTER = '2027-03-28T17:30:00.000Z';
let winter: AdminItem;
let summer: AdminItem;

test.before(async () => {
  ICAL = ((await import(ICAL_MODULE)) as { default: Ical }).default;
  t = await createTestApp();
  editor = caller(t, await sessionAs(t, 'calendar-editor', 'editor'));
  const venue = json<AdminItem>(await editor.send('POST', collectionUrl('venue'), { name: { de: 'Kulturhaus Lindenhof' }, slug: { de: 'kulturhaus-lindenhof' }, street: 'Lindenstraße 4', postalCode: '12345', city: 'Lindenberg' }));
  const create = async (title: string, startsAt: string, endsAt: string) => {
    const res = await editor.send('POST', collectionUrl('event'), { title: { de: title }, slug: { de: title.toLowerCase().replace(/\s+/g, '-') }, startsAt, endsAt, venueId: venue.id, accessFeatures: ['touch-tour'] });
    assert.is(res.statusCode, 201, res.body);
    return json<AdminItem>(res);
  };
  winter = await create('Tastabend Winterzeit', BEFORE, '2027-03-27T20:30:00.000Z');
  summer = await create('Tastabend Sommerzeit', AFTER, '2027-03-28T19:30:00.000Z');
});
test.after(() => t.close());

async function ics(url: string): Promise<{ text: string; events: InstanceType<Ical['Event']>[] }> {
  const res = await t.app.inject(url);
  assert.is(res.statusCode, 200, `${url}: ${res.body}`);
  assert.match(String(res.headers['content-type']), 'text/calendar');
  const root = new ICAL.Component(ICAL.parse(res.body));
  const zone = root.getFirstSubcomponent('vtimezone');
  assert.ok(zone, 'the file carries its VTIMEZONE');
  assert.is(zone!.getFirstPropertyValue('tzid'), 'Europe/Berlin');
  ICAL.TimezoneService.register(new ICAL.Timezone(zone!));
  return { text: res.body, events: root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)) };
}

test("an event's file parses, with its Berlin times, address, page address and a stable UID", async () => {
  const first = await ics(eventIcsPath('de', winter.id));
  assert.is(first.events.length, 1);
  const event = first.events[0]!;
  assert.is(event.startDate.toJSDate().toISOString(), BEFORE);
  assert.is(event.endDate.toJSDate().toISOString(), '2027-03-27T20:30:00.000Z');
  assert.match(first.text, 'DTSTART;TZID=Europe/Berlin:20270327T193000');
  assert.match(first.text.replace(/\r\n /g, ''), 'LOCATION:Kulturhaus Lindenhof\\, Lindenstraße 4\\, 12345 Lindenberg');
  assert.match(first.text, /URL:http[^\r]*\/de\/programm\/tastabend-winterzeit\/\d+/);
  const again = await ics(eventIcsPath('de', winter.id));
  assert.is(again.events[0]!.uid, event.uid);
});

test('a filtered feed holds the events of its filter, each at its right time on both sides of the change to summer time', async () => {
  const feed = await ics(calendarFeedPath('de', `access=${TOUCH}`));
  const byTitle = new Map(feed.events.map((e) => [e.summary, e.startDate.toJSDate().toISOString()]));
  assert.is(byTitle.get('Tastabend Winterzeit'), BEFORE);
  assert.is(byTitle.get('Tastabend Sommerzeit'), AFTER);
  assert.match(feed.text, 'DTSTART;TZID=Europe/Berlin:20270328T193000');
  const other = await ics(calendarFeedPath('de', `access=${ACCESS_FEATURE_IDS['audio-description']}`));
  assert.not.ok(other.events.some((e) => e.summary.startsWith('Tastabend')), 'another filter leaves them out');
});

test('the feed follows an edit of one of its events', async () => {
  const before = await ics(calendarFeedPath('de', `access=${TOUCH}`));
  const res = await editor.send('PATCH', collectionUrl('event', summer.id), { title: { de: 'Tastabend mit Chor' } });
  assert.is(res.statusCode, 200, res.body);
  const after = await ics(calendarFeedPath('de', `access=${TOUCH}`));
  assert.ok(after.events.some((e) => e.summary === 'Tastabend mit Chor'), 'the new title');
  assert.not.ok(after.events.some((e) => e.summary === 'Tastabend Sommerzeit'));
  assert.is.not(after.text, before.text);
});

test('cancelling an event gives its file STATUS:CANCELLED and a higher SEQUENCE under the same UID', async () => {
  const before = (await ics(eventIcsPath('en', winter.id))).events[0]!;
  assert.match((await t.app.inject(eventIcsPath('en', winter.id))).body, 'STATUS:CONFIRMED');
  const res = await editor.send('PATCH', collectionUrl('event', winter.id), { status: 'cancelled', statusNote: { de: 'Krankheit', en: 'Illness' } });
  assert.is(res.statusCode, 200, res.body);
  const file = await ics(eventIcsPath('en', winter.id));
  const after = file.events[0]!;
  assert.match(file.text, 'STATUS:CANCELLED');
  assert.is(after.uid, before.uid);
  assert.ok(after.sequence > before.sequence, `${after.sequence} > ${before.sequence}`);
});

test('an unknown event is a 404 and a bad filter a 400', async () => {
  assert.is((await t.app.inject(eventIcsPath('de', 99_999_999))).statusCode, 404);
  assert.is((await t.app.inject(calendarFeedPath('de', 'access=abc'))).statusCode, 400);
});

test.run();
