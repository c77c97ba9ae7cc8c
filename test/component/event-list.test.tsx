import '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { Router } from 'wouter';
import views from '../../common/i18n/de/event-views';
import type { EventsRouteData } from '../../common/api/types';
import { resetFilters } from '../../site/stores/event-filters';
import { EventOverview } from '../../site/widgets/event-list/event-overview';
import { eventList } from '../../site/widgets/event-list/list-store';
import { siteSettings } from '../helpers/fixtures';
import { visit } from './app-harness';
import { apiCalls, eventsOnly, programmeApi, restoreFetch, routeData } from './event-list-fixtures';

const test = suite('event list');
const design = siteSettings().design;

function show(initial: EventsRouteData | null, onInvalid?: (invalid: { param: string }) => void) {
  return render(
    <Router>
      <EventOverview lang="de" design={design} initial={initial} idPrefix="test" onInvalid={onInvalid} />
    </Router>,
  );
}

test.before.each(() => {
  resetFilters();
  eventList.seed('', { count: 0, next: null, previous: null, results: [] });
  programmeApi();
});
test.after.each(() => {
  cleanup();
  restoreFetch();
});

/** A filter of the bar: the summary of its <details> disclosure (it opens without JavaScript). */
const filter = (name: string) => screen.findByText(name, { selector: 'summary' });

test('the inlined first page shows the days in order with the teaser after its day, without an API call', async () => {
  visit('/de/programm');
  show(routeData());
  const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  assert.ok(days.length >= 5, `five days, got ${days.join(' | ')}`);
  assert.match(days[0]!, /10\. März 2026/);
  assert.match(days[1]!, /11\. März 2026/);
  const firstDay = document.querySelector('section[data-day="10-03-2026"]')!;
  assert.ok(firstDay.textContent!.includes('Teaser 50'), 'the teaser sits with the events of 10 March');
  assert.is(eventsOnly(apiCalls).length, 0);
});

test('choosing a room puts its id into the address and reloads the list from page 1', async () => {
  visit('/de/programm');
  show(routeData());
  fireEvent.click(await filter(views.filters.room));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Foyer' }));
  await waitFor(() => assert.is(location.search, '?room=2'));
  await waitFor(() => assert.ok(eventsOnly(apiCalls).length >= 1));
  const call = eventsOnly(apiCalls).at(-1)!;
  assert.is(call.query.get('room'), '2');
  assert.is(call.query.get('page'), '1');
  await waitFor(() => assert.ok(screen.getByText('Konzert 2')));
  assert.not.ok(screen.queryByText('Konzert 1'), 'events of the other room are gone');
});

test('an address with filters restores them: the list asks the API for those filters', async () => {
  visit('/de/programm?room=1&date=11-03-2026');
  show(null);
  await waitFor(() => assert.ok(eventsOnly(apiCalls).length >= 1));
  const call = eventsOnly(apiCalls)[0]!;
  assert.is(call.query.get('room'), '1');
  assert.is(call.query.get('date'), '11-03-2026');
  assert.ok(await screen.findByRole('link', { name: `${views.filters.remove.replace('{name}', 'Großer Saal')}` }), 'the room shows as a chip');
});

test('a chip and remove-all are links to the programme without what they remove, which the app follows in place', async () => {
  visit('/de/programm?room=1&date=11-03-2026');
  show(null);
  const chip = await screen.findByRole('link', { name: views.filters.remove.replace('{name}', 'Großer Saal') });
  assert.is(chip.getAttribute('href'), '/de/programm?date=11-03-2026', 'without the code the chip leads to the same date without the room');
  assert.is(screen.getByRole('link', { name: views.filters.removeAll }).getAttribute('href'), '/de/programm');
  const entries = history.length;
  fireEvent.click(chip);
  await waitFor(() => assert.is(location.search, '?date=11-03-2026'));
  assert.is(history.length, entries, 'the filter changed where the visitor is: no new history entry');
  assert.not.ok(screen.queryByRole('link', { name: views.filters.remove.replace('{name}', 'Großer Saal') }), 'the chip is gone');
});

test('the next page is page + 1 and its events are appended without duplicates', async () => {
  visit('/de/programm');
  show(routeData());
  fireEvent.click(screen.getByRole('link', { name: views.list.loadMore }));
  await waitFor(() => assert.ok(screen.getByText('Konzert 12')));
  assert.is(eventsOnly(apiCalls)[0]!.query.get('page'), '2');
  const ids = [...document.querySelectorAll('[data-event-id]')].map((el) => el.getAttribute('data-event-id'));
  assert.is(ids.length, 12);
  assert.is(new Set(ids).size, 12);
  assert.not.ok(screen.queryByRole('link', { name: views.list.loadMore }), 'no link after the last page');
});

test('a keyboard user on the load-more button keeps the focus while the page loads, then lands on the first new event', async () => {
  visit('/de/programm');
  show(routeData());
  const more = screen.getByRole('link', { name: views.list.loadMore });
  more.focus();
  fireEvent.click(more);
  // While loading, the button stays (removing it would throw the focus to the top of the document).
  const busy = screen.getByRole('link', { name: views.list.loading });
  assert.is(document.activeElement, busy);
  assert.is(busy.getAttribute('aria-disabled'), 'true');
  await waitFor(() => assert.ok(screen.getByText('Konzert 12')));
  const focusedCard = document.activeElement?.closest('[data-event-id]');
  assert.ok(focusedCard, `focus on an event, not on ${document.activeElement?.tagName}`);
  assert.is(focusedCard!.getAttribute('data-event-id'), [...document.querySelectorAll('[data-event-id]')][10]!.getAttribute('data-event-id'), 'the first event of the new page');
});

test('a combination without result shows the empty panel; Reset filters clears the address and restores the list', async () => {
  visit('/de/programm?type=1');
  show(null);
  await screen.findByText(views.empty.title);
  assert.ok(screen.getByText(views.empty.text));
  const reset = screen.getByRole('link', { name: views.empty.reset });
  assert.is(reset.getAttribute('href'), '/de/programm', 'before the code and without it, the link leads to the unfiltered programme');
  fireEvent.click(reset);
  await waitFor(() => assert.is(location.search, ''));
  await waitFor(() => assert.ok(screen.getByText('Konzert 1')));
});

test('SPEC §5: an address with a non-numeric filter is reported and handed to the error page', async () => {
  visit('/de/programm?room=abc');
  const reported: string[] = [];
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    show(null, (invalid) => reported.push(invalid.param));
    await waitFor(() => assert.equal(reported, ['room']));
    assert.ok(errors.length >= 1, 'the invalid parameter is logged');
    assert.is(location.search, '?room=abc', 'the address is left as the visitor typed it');
  } finally {
    console.error = original;
  }
});

test('only one filter dropdown is open at a time', async () => {
  visit('/de/programm');
  show(routeData());
  const room = await filter(views.filters.room);
  const date = screen.getByText(views.filters.date, { selector: 'summary' });
  const opened = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;
  fireEvent.click(room);
  assert.ok(opened(room));
  act(() => {
    date.click();
  });
  await waitFor(() => assert.ok(opened(date)));
  assert.not.ok(opened(room));
});

test('the calendar enables only the days with events', async () => {
  visit('/de/programm');
  show(routeData());
  fireEvent.click(await filter(views.filters.date));
  // The calendar is its own chunk, loaded when the date filter opens.
  await waitFor(() => assert.ok(document.querySelector('[data-day][aria-disabled="false"]'), 'the calendar has loaded'));
  const enabled = [...document.querySelectorAll('[data-day][aria-disabled="false"]')].map((b) => b.getAttribute('data-day'));
  assert.equal(enabled, ['10-03-2026', '11-03-2026']);
  fireEvent.click(document.querySelector('button[data-day="12-03-2026"]')!);
  assert.is(location.search, '', 'a day without events is not chosen');
  fireEvent.click(document.querySelector('button[data-day="11-03-2026"]')!);
  await waitFor(() => assert.is(location.search, '?date=11-03-2026'));
});

test.run();
