import '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import de from '../../common/i18n/de/events';
import views from '../../common/i18n/de/event-views';
import { ROUTES_BY_NAME, type RouteName } from '../../common/routes';
import { isScrollLocked } from '../../site/layout/no-scroll';
import { resetFilters } from '../../site/stores/event-filters';
import { commonData as commonDataSignal } from '../../site/stores/site-data';
import { StickyNav } from '../../site/widgets/sticky-nav/sticky-nav';
import { commonData } from '../helpers/fixtures';
import { visit } from './app-harness';
import { programmeApi, restoreFetch } from './event-list-fixtures';

const test = suite('event overlay');

function Nav({ route, path }: { route: RouteName; path: string }) {
  return <StickyNav lang="de" route={ROUTES_BY_NAME[route]} path={path} overlayButton />;
}

function show(route: RouteName = 'cms-page', path = '/de/haus') {
  return render(
    <Router>
      <Nav route={route} path={path} />
    </Router>,
  );
}

test.before.each(() => {
  resetFilters();
  commonDataSignal.value = commonData();
  programmeApi({ '/de/pageeditor-api/page/programm': { headline: 'Programm und Karten im Frühling', title: 'Programm' } });
  visit('/de/haus');
});
test.after.each(() => {
  cleanup();
  restoreFetch();
});

async function openOverlay() {
  const button = screen.getByRole('button', { name: de.overlayButton });
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog');
  return { button, dialog };
}

test('the sticky button opens the overlay as a modal dialog titled by the events page headline and puts overlay into the address', async () => {
  show();
  const { dialog } = await openOverlay();
  assert.is(new URLSearchParams(location.search).get('overlay'), 'true');
  assert.is(dialog.getAttribute('aria-modal'), 'true');
  await waitFor(() => assert.is(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent, 'Programm und Karten im Frühling'));
  assert.ok(isScrollLocked(), 'the page behind does not scroll');
  await screen.findByText('Konzert 1');
});

// Focus moving in and Tab staying inside are the browser's doing with showModal(): test/browser/overlay.test.ts.
test('the overlay is a native modal dialog: the page behind is inert', async () => {
  show();
  const { dialog } = await openOverlay();
  assert.is(dialog.tagName, 'DIALOG');
  assert.ok((dialog as HTMLDialogElement).open, 'opened with showModal()');
});

test('Escape closes the overlay, clears the query and returns the focus to the button', async () => {
  show();
  const { button, dialog } = await openOverlay();
  // What a browser does on Escape in a modal dialog (happy-dom does not): cancel, then close.
  const cancel = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(cancel);
  if (!cancel.defaultPrevented) (dialog as HTMLDialogElement).close();
  await waitFor(() => assert.not.ok(dialog.isConnected, 'the overlay is gone, not only closed'));
  assert.is(location.search, '');
  assert.is(location.pathname, '/de/haus');
  await waitFor(() => assert.not.ok(isScrollLocked(), 'the page scrolls again'));
  assert.is(document.activeElement, button);
});

test('the close button closes the overlay and clears filters chosen in it from the address', async () => {
  show();
  await openOverlay();
  await screen.findByText('Konzert 1');
  fireEvent.click(await screen.findByText(views.filters.room, { selector: 'summary' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Foyer' }));
  await waitFor(() => assert.is(new URLSearchParams(location.search).get('room'), '2'));
  assert.is(new URLSearchParams(location.search).get('overlay'), 'true');
  fireEvent.click(screen.getByRole('button', { name: views.overlay.close }));
  await waitFor(() => assert.not.ok(screen.queryByRole('dialog')));
  assert.is(location.search, '');
});

test('a path change closes the overlay', async () => {
  show();
  await openOverlay();
  act(() => navigate('/de/besuch'));
  await waitFor(() => assert.not.ok(screen.queryByRole('dialog')));
  assert.not.ok(isScrollLocked());
});

test('the overlay button is hidden on events pages and jumps to the dates on production detail', () => {
  const events = show('events', '/de/programm');
  assert.not.ok(screen.queryByRole('button', { name: de.overlayButton }));
  events.unmount();
  show('production', '/de/produktionen/faust/3');
  const link = screen.getByRole('link', { name: de.datesButton });
  assert.match(link.getAttribute('href')!, /^#/);
});

test.run();
