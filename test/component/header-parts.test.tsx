import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { Breadcrumb } from '../../site/layout/header/breadcrumb';
import { HEADER_SCROLLED_CLASS, Header } from '../../site/layout/header/header';
import { Spinner } from '../../site/layout/header/spinner';
import { cmsPage, layoutProps } from '../helpers/fixtures';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function scrollTo(y: number) {
  await act(async () => {
    window.scrollTo(0, y);
    fireEvent.scroll(window);
    await frame();
    await frame();
  });
}

test.after.each(async () => {
  cleanup();
  window.scrollTo(0, 0);
});

test('the breadcrumb names the current page last, with aria-current', () => {
  render(<Breadcrumb items={cmsPage().breadcrumb} lang="de" />);
  assert.is(screen.getByRole('link', { name: 'Startseite' }).getAttribute('href'), '/de');
  assert.is(screen.getByText('Besuch').getAttribute('aria-current'), 'page');
});

test('a breadcrumb acting as back turns its last item into a link to the parent', () => {
  render(<Breadcrumb items={cmsPage().breadcrumb} lang="de" back />);
  const back = screen.getByRole('link', { name: /Zurück/ });
  assert.is(back.getAttribute('href'), '/de');
  assert.is(screen.queryByText('Besuch'), null);
});

test('the spinner asks to wait a moment, in both languages', () => {
  render(<Spinner lang="de" />);
  assert.is(screen.getByRole('status').textContent, 'Bitte warten Sie einen Moment …');
  cleanup();
  render(<Spinner lang="en" />);
  assert.is(screen.getByRole('status').textContent, 'Please wait a moment …');
});

test('the header gets its scrolled state past a quarter of the window height, scroll-to-top past half', async () => {
  render(<Header {...layoutProps('cms-page', '/de/besuch')} />);
  const header = screen.getByRole('banner');
  const toTop = screen.getByText('Nach oben').closest('button')!;
  assert.not.ok(header.classList.contains(HEADER_SCROLLED_CLASS));
  assert.ok(toTop.hidden);
  await scrollTo(window.innerHeight * 0.3);
  assert.ok(header.classList.contains(HEADER_SCROLLED_CLASS));
  assert.ok(toTop.hidden, 'scroll-to-top waits for half a window height');
  await scrollTo(window.innerHeight * 0.6);
  assert.not.ok(toTop.hidden);
  await scrollTo(0);
  assert.not.ok(header.classList.contains(HEADER_SCROLLED_CLASS));
});

test.run();
