import type { RouteData } from '../../common/route-data';
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fireEvent, render, screen } from '@testing-library/preact';
import type { ImageObj } from '../../common/api/media';
import type { EventDetail, EventPageData, ProductionPageData } from '../../common/api/programme';
import { ROUTES_BY_NAME } from '../../common/routes';
import EventPage from '../../site/pages/event';
import ProductionPage from '../../site/pages/production';
import { commonData as commonSignal, pageError } from '../../site/stores/site-data';
import { orderSections } from '../../site/widgets/programme/ordered-sections';
import { DATES_ANCHOR, stickyLinks } from '../../site/widgets/programme/sticky-links';
import { commonData } from '../helpers/fixtures';
import { calls, json, network, pageComponentTests } from './app-harness';

const image = (id: number): ImageObj => ({ id, url: `/media/${id}.jpg`, width: 1600, height: 900, alt: `Bild ${id}`, credit: '', renditions: [] });

function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 7,
    id_jet: 70,
    title: 'Nathan der Weise',
    preline: '',
    subline: 'Ein dramatisches Gedicht',
    // 18:30 UTC in winter is 19:30 in Berlin, whatever the machine's zone.
    starts_at: '2026-01-15T18:30:00.000Z',
    ends_at: '2026-01-15T21:00:00.000Z',
    room: { id: 1, name: 'Großer Saal' },
    image: image(1),
    url: '/de/programm/nathan-der-weise/7',
    tags: [],
    price_min: '9.50',
    free_admission: false,
    ticket_url: '/webshop/event/70',
    event_type_new: 'Premiere',
    sale: 'open',
    status: 'scheduled',
    status_note: '',
    previous_starts_at: null,
    access: [],
    access_note: '',
    ticket_limit: 20,
    urls: { de: '/de/programm/nathan-der-weise/7', en: '/en/events/nathan-the-wise/7' },
    lead: 'Lessings Plädoyer für Toleranz.',
    description: '<p>Jerusalem zur Zeit der Kreuzzüge.</p>',
    container: 'event-7',
    has_container: true,
    venue: { id: 2, name: 'Alte Synagoge', url: '/de/venues/alte-synagoge/2' },
    exhibition_type: null,
    series: { id: 3, name: 'Kammerkonzerte', url: '/de/series/kammerkonzerte/3' },
    genre: null,
    production: null,
    persons: [{ id: 5, name: 'Ruth Baum', role: 'Regie', image: null, url: '/de/ensemble/ruth-baum/5' }],
    gallery: [image(2), image(3), image(4)],
    prices: ['24.00', '0.00', '12.50'],
    seat_groups: [],
    price_groups: [{ name: 'Parkett', prices: [{ name: 'Vollpreis', price: '24.00' }, { name: 'Ermäßigt', price: '12.50' }] }],
    design: { theme: null, variant: 'default' },
    ...overrides,
  };
}

const props = <P extends 'event' | 'production'>(name: P, data: RouteData<P> | null, id = '7') => ({
  lang: 'de' as const,
  route: ROUTES_BY_NAME[name],
  params: { slug: 'x', id },
  path: '/de/x',
  page: null,
  data,
});

pageComponentTests(test);

test('an event shows Berlin date and time with "Uhr", room and venue, and prices main first without 0.00', () => {
  const data: EventPageData = { event: eventDetail(), container: null };
  render(<EventPage {...props('event', data)} />);
  assert.ok(screen.getByRole('heading', { level: 1, name: 'Nathan der Weise' }));
  assert.ok(screen.getByText('15. Jan. 2026, 19:30 Uhr – 22:00 Uhr'));
  assert.ok(screen.getByText(/Großer Saal/));
  assert.is(screen.getByRole('link', { name: 'Alte Synagoge' }).getAttribute('href'), '/de/venues/alte-synagoge/2');
  assert.is(screen.getByText('24 €').tagName, 'STRONG');
  // By seat group, each price named by its category.
  assert.is(document.querySelector('[data-price-group]')!.textContent, 'Parkett: Vollpreis 24 € · Ermäßigt 12,50 €');
  assert.not.ok(document.body.textContent!.includes('0,00'));
  assert.is(screen.getByRole('link', { name: 'Tickets kaufen' }).getAttribute('href'), '/webshop/event/70');
});

test("an event an editor marked 'Eintritt frei' says so instead of prices and the ticket link", () => {
  render(<EventPage {...props('event', { event: eventDetail({ free_admission: true, prices: [], price_groups: [] }), container: null })} />);
  assert.ok(screen.getByText('Eintritt frei'));
  assert.is(screen.queryByText('Preise'), null);
  assert.is(screen.queryByRole('link', { name: 'Tickets kaufen' }), null);
});

test('a free event without a ticket link says admission is free', () => {
  render(<EventPage {...props('event', { event: eventDetail({ prices: ['0.00'], ticket_url: '' }), container: null })} />);
  assert.ok(screen.getByText('Eintritt frei'));
  assert.is(screen.queryByRole('link', { name: 'Tickets kaufen' }), null);
});

test('the image slider is a labelled carousel whose buttons move one image and stop at the ends', () => {
  render(<EventPage {...props('event', { event: eventDetail(), container: null })} />);
  const slides = screen.getAllByRole('group');
  assert.equal(slides.map((s) => s.getAttribute('aria-label')), ['Bild 1 von 3', 'Bild 2 von 3', 'Bild 3 von 3']);
  const previous = screen.getByRole('button', { name: 'Vorheriges Bild' }) as HTMLButtonElement;
  const next = screen.getByRole('button', { name: 'Nächstes Bild' }) as HTMLButtonElement;
  assert.ok(previous.disabled, 'no way back from the first image');
  fireEvent.click(next);
  fireEvent.click(next);
  assert.ok(next.disabled, 'no way on from the last image');
  assert.not.ok(previous.disabled);
});

test('sections follow the design settings order, unnamed ones at the end', () => {
  const order = ['Contributors', 'Description', 'ImageSlider'];
  const names = orderSections({ Description: 'd', Video: 'v', ImageSlider: 'i', Contributors: 'c', Promoter: null }, order).map(([name]) => name);
  assert.equal(names, ['Contributors', 'Description', 'ImageSlider', 'Video']);
  commonSignal.value = commonData({ settings: { ...commonData().settings, design: { ...commonData().settings.design, detailSectionOrder: ['Contributors', 'ImageSlider', 'Description'] } } });
  render(<EventPage {...props('event', { event: eventDetail(), container: null })} />);
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  assert.ok(headings.indexOf('Mitwirkende') < headings.indexOf('Bildergalerie'));
  assert.ok(headings.indexOf('Bildergalerie') < headings.indexOf('Beschreibung'));
});

test('after client navigation the event is fetched with its container, showing a skeleton meanwhile', async () => {
  network({
    '/de/api/events/7/': eventDetail(),
    '/pageeditor-api/container/by-slug/event-7?lang=de': { slug: 'event-7', parent: null, content_type: 'event', object_id: 7, layout: '100', extra_class: '', columns: [{ index: 0, classes: '', children: [{ id: 1, type: 'text', online_from: null, online_to: null, data: { content: '<p>Aus dem Container</p>' } }] }] },
  });
  render(<EventPage {...props('event', null)} />);
  assert.ok(document.querySelector('[data-skeleton]'), 'a skeleton while loading');
  assert.ok(await screen.findByText('Aus dem Container'));
  assert.ok(screen.getByRole('heading', { level: 1, name: 'Nathan der Weise' }));
});

test('after client navigation a production without a container asks for none, so nothing logs a 404 (issue 26)', async () => {
  const production = { id: 3, title: 'Der Dibbuk', preline: '', subline: '', image: null, url: '/de/produktionen/der-dibbuk/3', season: null, exhibition_type: null, tags: [], next_date: null, urls: { de: '/de/produktionen/der-dibbuk/3', en: '/en/productions/the-dybbuk/3' }, lead: '', description: '', container: 'production-3', has_container: false, gallery: [], video_url: '', promoter: '', persons: [], events: [], design: { theme: null, variant: 'default' } };
  network({ '/de/api/productions/3/': production });
  render(<ProductionPage {...props('production', null, '3')} />);
  assert.ok(await screen.findByRole('heading', { level: 1, name: 'Der Dibbuk' }));
  assert.equal(calls.map((call) => call.url), ['/de/api/productions/3/']);
});

test('an event id that does not exist shows the 404 error page', async () => {
  network({ '/api/dashboard-error-log/': () => json(201, {}) });
  render(<EventPage {...props('event', null, '999')} />);
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.is(pageError.value?.statusCode, 404);
});

test('a production lists its dates under the dates-and-tickets anchor and offers the sticky link there', async () => {
  const data: ProductionPageData = {
    production: {
      id: 3,
      title: 'Der Dibbuk',
      preline: '',
      subline: '',
      image: null,
      url: '/de/produktionen/der-dibbuk/3',
      season: { id: 1, name: 'Spielzeit 2025/26' },
      exhibition_type: null,
      tags: [],
      next_date: null,
      urls: { de: '/de/produktionen/der-dibbuk/3', en: '/en/productions/the-dybbuk/3' },
      lead: '',
      description: '',
      container: 'production-3',
      has_container: false,
      gallery: [],
      video_url: '',
      promoter: '',
      persons: [],
      events: [eventDetail({ id: 8, title: 'Der Dibbuk', url: '/de/programm/der-dibbuk/8' })],
      design: { theme: null, variant: 'default' },
    },
    container: null,
  };
  const { unmount } = render(<ProductionPage {...props('production', data, '3')} />);
  const section = document.getElementById(DATES_ANCHOR)!;
  assert.ok(section, 'the anchor exists');
  assert.is(section.querySelector('h2')!.textContent, 'Termine und Tickets');
  assert.ok(section.querySelector('a[href="/de/programm/der-dibbuk/8"]'));
  assert.equal(stickyLinks.value, [{ href: `#${DATES_ANCHOR}`, label: 'Termine und Tickets' }]);
  unmount();
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(stickyLinks.value, [], 'cleared when the page goes');
});

test.run();
