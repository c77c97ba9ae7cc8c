import '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { navigate } from 'wouter/use-browser-location';
import type { ImageObj } from '../../common/api/media';
import type { Teaser, VenueDetail, VenueListItem } from '../../common/api/programme';
import type { ModuleData } from '../../common/api/types';
import { t } from '../../common/i18n';
import { TeaserCard } from '../../common/modules/event-list/teaser-card';
import { ModuleRenderer } from '../../common/modules/module-renderer';
import { App } from '../../site/app';
import { RouteSkeleton } from '../../site/router/route-skeleton';
import { calls, initialData, json, network, resetNetwork, visit } from './app-harness';

const test = suite('programme navigation, titles, skeletons, venue modules and event teasers');
const SITE = t('de').shell.siteName();

test.before(async () => {
  await import('../../common/api/pages-client');
});
test.before.each(() => visit('/de'));
test.after.each(() => {
  cleanup();
  resetNetwork();
});

const image = (id: number): ImageObj => ({ id, url: `/media/${id}.jpg`, width: 1200, height: 800, alt: '', credit: '', renditions: [] });

const venueItem = (id: number, name: string): VenueListItem => ({ id, name, lead: `Über ${name}`, image: image(id), url: `/de/venues/ort-${id}/${id}` });

function venueDetail(): VenueDetail {
  return {
    ...venueItem(2, 'Gemeindehaus'),
    urls: { de: '/de/venues/gemeindehaus/2', en: '/en/venues/community-house/2' },
    description: '<p>Workshops und Gespräche.</p>',
    address: { street: 'Hirschstraße 12', postal_code: '88161', city: 'Lindenberg' },
    map_url: '',
    gallery: [],
    events: [],
  };
}

test('client navigation to a venue shows its skeleton first, then the venue, and names the tab after it', async () => {
  let answer: (response: Response) => void = () => undefined;
  network({ '/de/pageeditor-api/redirect': [], '/de/api/venues/2/': () => new Promise<Response>((resolve) => (answer = resolve)) });
  render(<App initial={initialData()} />);
  act(() => navigate('/de/venues/gemeindehaus/2'));
  await waitFor(() => assert.ok(document.querySelector('[data-skeleton]'), 'a skeleton stands in while the venue loads'));
  assert.is(document.title, SITE, 'no title of the previous page while the venue loads');
  await waitFor(() => assert.ok(calls.some((c) => c.url === '/de/api/venues/2/')));
  assert.ok(document.querySelector('[data-skeleton]'), 'the skeleton stays until the venue is there');
  answer(json(200, venueDetail()));
  await screen.findByRole('heading', { level: 1, name: 'Gemeindehaus' });
  await waitFor(() => assert.is(document.title, `Gemeindehaus | ${SITE}`));
  assert.is(document.querySelector('[data-skeleton]'), null);
});

test('a detail page shows the detail skeleton while its chunk loads; pages without a skeleton show nothing', async () => {
  const { container } = render(<RouteSkeleton page="event" lang="de" />);
  await waitFor(() => assert.ok(container.querySelector('[data-skeleton][aria-busy="true"]')));
  assert.is(container.querySelector('[role="status"]')!.getAttribute('aria-label'), t('de').site.loading());
  cleanup();
  const other = render(<RouteSkeleton page="form" lang="de" />);
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.is(other.container.innerHTML, '');
});

let id = 1;
const mod = (type: string, data: Record<string, unknown>, children: ModuleData[] = []): ModuleData => ({ id: id++, type, online_from: null, online_to: null, data, children });

test('a venue list renders each venue as a card whose name links to the venue page, skipping deleted venues', async () => {
  const list = mod('venue-list', {}, [mod('venue', { venue: venueItem(1, 'Alte Synagoge') }), mod('venue', { venue: null }), mod('venue', { venue: venueItem(3, 'Stadttheater') })]);
  const { container } = render(<ModuleRenderer module={list} lang="de" />);
  const link = await screen.findByRole('link', { name: 'Alte Synagoge' });
  assert.is(link.getAttribute('href'), '/de/venues/ort-1/1');
  assert.ok(screen.getByRole('heading', { level: 3, name: 'Stadttheater' }));
  assert.ok(screen.getByText('Über Stadttheater'));
  assert.is(container.querySelectorAll('[data-venue-id]').length, 2);
});

const teaser = (overrides: Partial<Teaser>): Teaser => ({
  id: 1, name: 'x', link: null, event: null, preline: 'Premiere', headline: 'Nathan der Weise', subline: '', link_text: 'Zur Premiere', image_obj: null, position: '15-01-2026', theme: null, ...overrides,
});

test('a teaser announcing an event shows the event date and time in Berlin and links to its page', () => {
  // 18:30 UTC in January is 19:30 in Berlin.
  const event = { id: 7, title: 'Nathan der Weise', starts_at: '2026-01-15T18:30:00.000Z', url: '/de/programm/nathan/7' };
  render(<TeaserCard teaser={teaser({ event, link: { url: event.url } })} lang="de" />);
  const time = document.querySelector('time')!;
  assert.is(time.getAttribute('datetime'), event.starts_at);
  assert.match(time.textContent!, /15\. Jan\. 2026, 19:30 Uhr/);
  assert.is(screen.getByRole('link', { name: 'Zur Premiere' }).getAttribute('href'), '/de/programm/nathan/7');
});

test('a teaser without an event shows no date', () => {
  render(<TeaserCard teaser={teaser({ link: { url: '/de/abonnements' } })} lang="de" />);
  assert.is(document.querySelector('time'), null);
});

test.run();
