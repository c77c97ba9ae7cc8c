import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { NO_SCROLL_CLASS } from '../../site/layout/no-scroll';
import { Header } from '../../site/layout/header/header';
import { headerMenuOpen } from '../../site/layout/header/menu-state';
import { layoutProps } from '../helpers/fixtures';
import { toggleNatively as toggleDetails } from '../helpers/details';

/**
 * The burger menu is a <details> the app enhances (data-ready once its code runs);
 * its chunk loads on render (common/lazy-part.tsx).
 */
async function setup(path = '/de/besuch') {
  const props = layoutProps('cms-page', path);
  const view = render(<Header {...props} />);
  const button = await waitFor(() => {
    const summary = document.querySelector<HTMLElement>('[data-header-menu][data-ready] > summary');
    if (!summary) throw new Error('the burger menu is not there yet');
    return summary;
  });
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  return { ...view, props, button, panel };
}

/** A summary's expanded state as assistive technology reads it: its <details>' (no aria-expanded on a summary). */
const expandedState = (summary: HTMLElement) => String(summary.closest('details')!.open);

/** Open as the browser shows it: the <details> around the panel is open. */
const shown = (panel: HTMLElement) => !!panel.closest('details')?.open;

/** happy-dom applies the media queries, so the burger shows only below 1280px as in a browser. */
function viewport(width: number) {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 900 });
}

const isLocked = () => document.documentElement.classList.contains(NO_SCROLL_CLASS);

test.before.each(() => viewport(1024));
test.after.each(() => {
  cleanup();
  viewport(1440);
});

test('the burger summary names itself "Menü" and controls a closed panel', async () => {
  const { button, panel } = await setup();
  assert.ok(button.textContent?.includes('Menü'));
  assert.is(expandedState(button), 'false');
  assert.ok(panel, 'aria-controls points at the panel');
  assert.not.ok(shown(panel));
});

/** The browser toggles a <details> on a click of its summary; the burger's effects follow. */
async function toggleNatively(summary: HTMLElement) {
  await toggleDetails(summary);
  const details = summary.closest('details')!;
  if (details.hasAttribute('data-header-menu')) await waitFor(() => assert.is(headerMenuOpen.value, details.open));
}

/** Waits for the app to show the summary's state as `expected`. */
const expanded = (summary: HTMLElement, expected: 'true' | 'false') => waitFor(() => assert.is(expandedState(summary), expected));

test('opening the burger menu opens the panel, moves focus into it and locks scrolling', async () => {
  const { button, panel } = await setup();
  await toggleNatively(button);
  assert.is(expandedState(button), 'true');
  assert.ok(shown(panel));
  await waitFor(() => assert.ok(panel.contains(document.activeElement), 'focus is inside the panel'));
  assert.ok(isLocked(), 'the document has the no-scroll state');
  assert.ok(headerMenuOpen.value);
});

test('Escape closes the panel, returns focus to the button and unlocks scrolling', async () => {
  const { button, panel } = await setup();
  await toggleNatively(button);
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  await expanded(button, 'false');
  await waitFor(() => assert.not.ok(headerMenuOpen.value));
  assert.not.ok(shown(panel));
  assert.is(document.activeElement, button);
  assert.not.ok(isLocked());
  assert.not.ok(headerMenuOpen.value);
});

test('a click outside the panel closes it; a click inside does not', async () => {
  const { button, panel } = await setup();
  await toggleNatively(button);
  assert.is(expandedState(button), 'true');
  fireEvent.click(panel);
  assert.is(expandedState(button), 'true', 'a click on the panel itself keeps it open');
  fireEvent.click(document.body);
  await expanded(button, 'false');
  await waitFor(() => assert.not.ok(isLocked()));
});

test('navigating to another path closes the panel', async () => {
  const { button, rerender, props } = await setup();
  await toggleNatively(button);
  rerender(<Header {...props} path="/de/haus" />);
  await expanded(button, 'false');
});

test('the panel holds primary items with submenu toggles, secondary items and footer links', async () => {
  const { button, panel } = await setup();
  await toggleNatively(button);
  const toggle = [...panel.querySelectorAll<HTMLElement>('summary[aria-controls]')].find((b) => b.textContent?.includes('Besuch'))!;
  assert.ok(toggle, 'a submenu toggle is a disclosure summary');
  const submenu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  assert.not.ok(shown(submenu));
  await toggleNatively(toggle);
  assert.ok(shown(submenu));
  assert.ok(submenu.textContent?.includes('Anfahrt'));
  assert.ok(panel.textContent?.includes('Presse'), 'secondary items');
  assert.ok(panel.textContent?.includes('Newsletter'), 'footer links');
});

test('at 1280px and wider the burger gives way to the desktop menu', async () => {
  viewport(1280);
  render(<Header {...layoutProps('cms-page', '/de/besuch')} />);
  const summary = await waitFor(() => document.querySelector<HTMLElement>('[data-header-menu][data-ready] > summary') ?? Promise.reject(new Error('not yet')));
  assert.is(getComputedStyle(summary.closest('details')!).display, 'none');
  assert.ok(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
});

test('opening one submenu of the desktop menu closes the other; Escape closes it and keeps focus on its summary', async () => {
  viewport(1440);
  render(<Header {...layoutProps('cms-page', '/de/besuch')} />);
  const nav = screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0]!;
  const [visit, house] = await waitFor(() => {
    const found = [...nav.querySelectorAll<HTMLElement>('summary[aria-controls]')];
    if (found.length < 2) throw new Error('the desktop menu is not there yet');
    return found;
  });
  await toggleNatively(visit!);
  await toggleNatively(house!);
  assert.is(expandedState(visit!), 'false');
  assert.is(expandedState(house!), 'true');
  house!.focus();
  fireEvent.keyDown(house!, { key: 'Escape' });
  await expanded(house!, 'false');
  assert.is(document.activeElement, house);
});

test.run();
