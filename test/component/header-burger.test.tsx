import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { NO_SCROLL_CLASS } from '../../site/layout/no-scroll';
import { Header } from '../../site/layout/header/header';
import { headerMenuOpen } from '../../site/layout/header/menu-state';
import { layoutProps } from '../helpers/fixtures';

/** The burger menu arrives at the first idle moment (site/layout/when-idle.tsx). */
async function setup(path = '/de/besuch') {
  const props = layoutProps('cms-page', path);
  const view = render(<Header {...props} />);
  const button = await screen.findByRole('button', { name: 'Menü' });
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  return { ...view, props, button, panel };
}

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

test('the burger button names itself "Menü" and controls a hidden panel', async () => {
  const { button, panel } = await setup();
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.ok(panel, 'aria-controls points at the panel');
  assert.ok(panel.hidden);
});

test('Enter on the burger button opens the panel, moves focus into it and locks scrolling', async () => {
  const { button, panel } = await setup();
  fireEvent.keyDown(button, { key: 'Enter' });
  assert.is(button.getAttribute('aria-expanded'), 'true');
  assert.not.ok(panel.hidden);
  assert.ok(panel.contains(document.activeElement), 'focus is inside the panel');
  assert.ok(isLocked(), 'the document has the no-scroll state');
  assert.ok(headerMenuOpen.value);
});

test('Space on the burger button opens the panel too', async () => {
  const { button } = await setup();
  fireEvent.keyDown(button, { key: ' ' });
  assert.is(button.getAttribute('aria-expanded'), 'true');
});

test('Escape closes the panel, returns focus to the button and unlocks scrolling', async () => {
  const { button, panel } = await setup();
  fireEvent.keyDown(button, { key: 'Enter' });
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.ok(panel.hidden);
  assert.is(document.activeElement, button);
  assert.not.ok(isLocked());
  assert.not.ok(headerMenuOpen.value);
});

test('a click outside the panel closes it; a click inside does not', async () => {
  const { button, panel } = await setup();
  fireEvent.click(button);
  assert.is(button.getAttribute('aria-expanded'), 'true');
  fireEvent.click(panel);
  assert.is(button.getAttribute('aria-expanded'), 'true', 'a click on the panel itself keeps it open');
  fireEvent.click(document.body);
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.not.ok(isLocked());
});

test('navigating to another path closes the panel', async () => {
  const { button, rerender, props } = await setup();
  fireEvent.click(button);
  rerender(<Header {...props} path="/de/haus" />);
  assert.is(button.getAttribute('aria-expanded'), 'false');
});

test('the panel holds primary items with submenu toggles, secondary items and footer links', async () => {
  const { button, panel } = await setup();
  fireEvent.click(button);
  const toggle = [...panel.querySelectorAll('button[aria-controls]')].find((b) => b.textContent?.includes('Besuch'))!;
  assert.ok(toggle, 'a submenu toggle is a button');
  const submenu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  assert.ok(submenu.hidden);
  fireEvent.click(toggle);
  assert.not.ok(submenu.hidden);
  assert.ok(submenu.textContent?.includes('Anfahrt'));
  assert.ok(panel.textContent?.includes('Presse'), 'secondary items');
  assert.ok(panel.textContent?.includes('Newsletter'), 'footer links');
});

test('at 1280px and wider the burger gives way to the desktop menu', async () => {
  viewport(1280);
  render(<Header {...layoutProps('cms-page', '/de/besuch')} />);
  await screen.findByRole('button', { name: 'Menü', hidden: true });
  assert.is(screen.queryByRole('button', { name: 'Menü' }), null);
  assert.ok(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
});

test('opening one submenu of the desktop menu closes the other; Escape closes it and keeps focus on its button', () => {
  viewport(1440);
  render(<Header {...layoutProps('cms-page', '/de/besuch')} />);
  const nav = screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0]!;
  const [visit, house] = [...nav.querySelectorAll('button[aria-controls]')] as HTMLButtonElement[];
  fireEvent.click(visit!);
  fireEvent.click(house!);
  assert.is(visit!.getAttribute('aria-expanded'), 'false');
  assert.is(house!.getAttribute('aria-expanded'), 'true');
  fireEvent.keyDown(house!, { key: 'Escape' });
  assert.is(house!.getAttribute('aria-expanded'), 'false');
  assert.is(document.activeElement, house);
});

test.run();
