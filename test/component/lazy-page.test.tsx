import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, render } from '@testing-library/preact';
import { Suspense } from 'react';
import { lazyPage } from '../../site/pages/lazy-page';
import { RELOAD_AT_KEY } from '../../site/router/chunk-reload';

test.after.each(() => cleanup());

const Probe = ({ word }: { word: string }) => <p>{word}</p>;

test('a page fetched before the first render draws in that render, with no fallback in between', async () => {
  const Page = lazyPage(() => Promise.resolve({ default: Probe }));
  await Page.preload();
  const { container } = render(
    <Suspense fallback={<p>waiting</p>}>
      <Page word="Programm" />
    </Suspense>,
  );
  assert.is(container.textContent, 'Programm', 'drawn at once: the page hydrates in the same task as the layout');
});

test('a page not fetched before waits for its chunk, and stays on that path once drawn through it', async () => {
  const Page = lazyPage(() => Promise.resolve({ default: Probe }));
  const { container, rerender } = render(
    <Suspense fallback={<p>waiting</p>}>
      <Page word="eins" />
    </Suspense>,
  );
  assert.is(container.textContent, 'waiting');
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.is(container.textContent, 'eins');
  const drawn = container.querySelector('p');
  await Page.preload();
  rerender(
    <Suspense fallback={<p>waiting</p>}>
      <Page word="zwei" />
    </Suspense>,
  );
  assert.is(container.textContent, 'zwei');
  assert.is(container.querySelector('p'), drawn, 'the same element: the mounted page was not swapped for another component');
});

test('a chunk that cannot load settles the preload, so the entry hydrates anyway', async () => {
  const Page = lazyPage<{ word: string }>(() => Promise.reject(new Error('chunk gone')));
  // A reload moments ago: the guard does not reload again, so the failure reaches the preload.
  sessionStorage.setItem(RELOAD_AT_KEY, String(Date.now()));
  assert.is(await Page.preload(), undefined);
});

test.run();
