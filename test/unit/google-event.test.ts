/** The Event guideline checker (test/helpers/google-event.ts) accepts a complete event and names what a broken one lacks. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { disallowedPaths, googleEventProblems } from '../helpers/google-event';

const VALID = {
  '@context': 'https://schema.org',
  '@type': 'Event',
  name: 'Klezmer-Nacht',
  startDate: '2026-03-28T19:30:00+01:00',
  endDate: '2026-03-28T21:30:00+01:00',
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  location: { '@type': 'Place', name: 'Alte Synagoge', address: { '@type': 'PostalAddress', streetAddress: 'Synagogenplatz 1', postalCode: '55116', addressLocality: 'Lindenberg', addressCountry: 'DE' } },
  image: ['https://example.org/a.jpg'],
  description: 'Musik.',
  offers: [{ '@type': 'Offer', price: '12.00', priceCurrency: 'EUR', url: 'https://example.org/de/programm/klezmer/1', availability: 'https://schema.org/InStock' }],
  performer: [{ '@type': 'Person', name: 'Miriam Katz' }],
  organizer: { '@type': 'Organization', name: 'Alte Synagoge', url: 'https://example.org/' },
};

test('a complete event has no problems', () => {
  assert.equal(googleEventProblems(VALID), []);
});

test('each missing or mistyped property is named', () => {
  const { location: _location, ...noLocation } = VALID;
  assert.ok(googleEventProblems(noLocation).includes('required location (Place) missing'));
  assert.ok(googleEventProblems({ ...VALID, startDate: '28.03.2026 19:30' }).some((p) => p.startsWith('required startDate')));
  assert.ok(googleEventProblems({ ...VALID, eventStatus: 'cancelled' }).some((p) => p.startsWith('recommended eventStatus')));
  assert.ok(googleEventProblems({ ...VALID, offers: [{ ...VALID.offers[0], price: 'ab 12 €' }] }).some((p) => p.startsWith('offers.price')));
  assert.ok(googleEventProblems({ ...VALID, eventStatus: 'https://schema.org/EventRescheduled' }).includes('a rescheduled event names its previousStartDate'));
  const { performer: _performer, ...noPerformer } = VALID;
  assert.ok(googleEventProblems(noPerformer).includes('recommended performer missing'));
});

test('an offer under a path robots.txt disallows is a problem', () => {
  const disallowed = disallowedPaths('User-agent: *\nAllow: /\nDisallow: /webshop\nDisallow: /api/\n');
  assert.equal(disallowed, ['/webshop', '/api/']);
  const shop = { ...VALID, offers: [{ ...VALID.offers[0], url: 'https://example.org/webshop/event/1' }] };
  assert.ok(googleEventProblems(shop, { disallowed }).some((p) => p.includes('disallowed to crawlers')));
  assert.equal(googleEventProblems(VALID, { disallowed }), []);
});

test.run();
