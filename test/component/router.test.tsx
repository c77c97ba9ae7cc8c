import '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { navigate } from 'wouter/use-browser-location';
import { App } from '../../site/app';
import { RELOAD_AT_KEY, reloadOnce } from '../../site/router/chunk-reload';
import { fetchPage } from '../../site/router/page-cache';
import { isExternalTarget } from '../../site/router/redirects';
import { scrollToHash } from '../../site/router/scroll';
import '../../site/router/scroll-restore';
import { timings } from '../../common/theme';
import { cmsPage } from '../helpers/fixtures';
import { calls, initialData, json, network, resetNetwork, sleep, visit } from './app-harness';

const router = suite('client router');

router.before.each(() => visit('/de'));
router.after.each(() => {
  cleanup();
  resetNetwork();
  document.querySelectorAll('[data-test-link]').forEach((a) => a.remove());
});

const besuch = { '/de/pageeditor-api/page/besuch': cmsPage() };

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  a.dataset.testLink = '';
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  document.body.append(a);
  return a;
}

router('follows an internal redirect entry and loads its target instead', async () => {
  network({ '/de/pageeditor-api/redirect': [{ old_path: '/de/besucher-info', new_path: '/de/besuch' }], ...besuch });
  render(<App initial={initialData()} />);
  act(() => navigate('/de/besucher-info'));
  await screen.findByRole('heading', { level: 1, name: 'Ihr Besuch' });
  assert.is(location.pathname, '/de/besuch');
});

router('fetches the redirect list once per visit and reuses it', async () => {
  network({
    '/de/pageeditor-api/redirect': [],
    ...besuch,
    '/de/pageeditor-api/page/haus': cmsPage({ urls: { de: '/de/haus', en: '/en/house' }, headline: 'Das Haus' }),
  });
  render(<App initial={initialData()} />);
  act(() => navigate('/de/besuch'));
  await screen.findByRole('heading', { level: 1, name: 'Ihr Besuch' });
  act(() => navigate('/de/haus'));
  await screen.findByRole('heading', { level: 1, name: 'Das Haus' });
  assert.is(calls.filter((c) => c.url === '/de/pageeditor-api/redirect').length, 1);
});

router('a click on an internal link navigates on the client', async () => {
  network({ '/de/pageeditor-api/redirect': [], ...besuch });
  render(<App initial={initialData()} />);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link('/de/besuch').dispatchEvent(event);
  assert.ok(event.defaultPrevented, 'the browser does not load the page');
  await screen.findByRole('heading', { level: 1, name: 'Ihr Besuch' });
  assert.is(location.pathname, '/de/besuch');
});

router('leaves links with a target, a modifier key, another origin or an unknown path to the browser', () => {
  network({});
  render(<App initial={initialData()} />);
  const cases: [HTMLAnchorElement, MouseEventInit][] = [
    [link('/de/besuch', { target: '_blank' }), {}],
    [link('/de/besuch'), { ctrlKey: true }],
    [link('/de/besuch'), { metaKey: true }],
    [link('https://tickets.example.org/de/besuch'), {}],
    [link('/media/programm.pdf'), {}],
    [link('/cms-hub'), {}],
  ];
  for (const [anchor, init] of cases) {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    let claimed: boolean | null = null;
    // Runs after the app's listener: records its decision, then stops happy-dom's own navigation.
    document.addEventListener(
      'click',
      (e) => {
        claimed = e.defaultPrevented;
        e.preventDefault();
      },
      { once: true },
    );
    anchor.dispatchEvent(event);
    assert.is(claimed, false, `the app claimed ${anchor.getAttribute('href')}`);
    assert.is(location.pathname, '/de', `${anchor.getAttribute('href')} ${JSON.stringify(init)}`);
  }
});

router('a page requested twice while loading is fetched once', async () => {
  let release: (r: Response) => void = () => undefined;
  network({ '/de/pageeditor-api/page/besuch': () => new Promise<Response>((resolve) => (release = resolve)) });
  const first = fetchPage('de', '/de/besuch');
  const second = fetchPage('de', '/de/besuch/');
  // The client loads on demand (site/router/api.ts): release the response once the request is out.
  await waitFor(() => assert.is(calls.length, 1));
  release(json(200, cmsPage()));
  assert.is((await first).id, (await second).id);
  assert.is(calls.length, 1);
});

router('switching language loads that language’s navigation and settings once', async () => {
  network({
    '/en/pageeditor-api/redirect': [],
    '/en/pageeditor-api/page/visit': cmsPage({ headline: 'Your visit' }),
    '/pageeditor-api/settings?lang=en': { status: 'ok', data: initialData().common.settings },
    '/pageeditor-api/nav?lang=en': { menu: [], top: [], footer: [] },
    '/en/api/opening-hours-today/': initialData().common.openingHours,
    '/en/api/breaking-news/': { count: 0, next: null, previous: null, results: [] },
  });
  render(<App initial={initialData()} />);
  act(() => navigate('/en/visit'));
  await screen.findByRole('heading', { level: 1, name: 'Your visit' });
  await waitFor(() => assert.is(document.documentElement.lang, 'en'));
  assert.ok(calls.some((c) => c.url === '/pageeditor-api/nav?lang=en'));
  assert.not.ok(calls.some((c) => c.url.includes('/pageeditor-api/user')), 'no user call without the hint cookie');
});

router('a failed chunk reloads the page at most once a minute', () => {
  sessionStorage.removeItem(RELOAD_AT_KEY);
  let reloads = 0;
  const reload = () => (reloads += 1);
  assert.ok(reloadOnce(1_000_000, reload));
  assert.not.ok(reloadOnce(1_000_000 + 59_000, reload));
  assert.ok(reloadOnce(1_000_000 + 61_000, reload));
  assert.is(reloads, 2);
});

router('external redirect targets are told apart from our own paths', () => {
  assert.ok(isExternalTarget('https://tickets.example.org/', 'http://localhost:3000'));
  assert.not.ok(isExternalTarget('/de/besuch', 'http://localhost:3000'));
  assert.not.ok(isExternalTarget('http://localhost:3000/de/besuch', 'http://localhost:3000'));
});

router('boots without a request when the address is the percent-encoded form of the inlined path', async () => {
  visit('/de/%C3%BCber-uns');
  network({});
  render(<App initial={initialData({ path: '/de/über-uns', page: cmsPage({ urls: { de: '/de/über-uns', en: '/en/about' }, headline: 'Über uns' }) })} />);
  await screen.findByRole('heading', { level: 1, name: 'Über uns' });
  await sleep(50);
  assert.equal(calls, []);
});

router('a hash target is scrolled to after the wait, 130 px above it, once it exists', async () => {
  const scrolls: ScrollToOptions[] = [];
  const original = window.scrollTo;
  window.scrollTo = ((options: ScrollToOptions) => scrolls.push(options)) as typeof window.scrollTo;
  try {
    scrollToHash('#tickets');
    await sleep(timings.hashWait - 100);
    assert.is(scrolls.length, 0, 'nothing before the wait');
    const target = document.createElement('div');
    target.id = 'tickets';
    document.body.append(target);
    await sleep(100 + timings.hashRetry);
    assert.is(scrolls.length, 1);
    assert.is(scrolls[0]!.top, target.getBoundingClientRect().top + window.scrollY - timings.scrollOffsetPx);
    target.remove();
  } finally {
    window.scrollTo = original;
  }
});

router("a new page starts at the top even when the page left saves its last position just after: that went into the new page's entry, which then stayed there as if it were a Back", async () => {
  window.scrollTo(0, 900);
  window.dispatchEvent(new Event('scroll'));
  // The app pushes the next entry before the save that waits for the scrolling to stop.
  navigate('/de/impressum');
  assert.is(window.scrollY, 0, 'at the top as the entry is pushed');
  await sleep(300);
  assert.is(location.pathname, '/de/impressum');
  assert.ok(!(history.state as { y?: number } | null)?.y, `the new entry keeps no position of the page left (${JSON.stringify(history.state)})`);
});

router.run();
