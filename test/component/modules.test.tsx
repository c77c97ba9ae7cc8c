import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { ImageObj } from '../../common/api/media';
import type { ModuleData, Section, SectionLayout } from '../../common/api/types';
import { consent } from '../../common/consent/consent';
import { declarationOf } from '../../common/modules/declarations';
import { withDefaults } from '../../common/modules/define';
import { ModuleRenderer } from '../../common/modules/module-renderer';
import { SectionRenderer } from '../../common/modules/section-renderer';

const NO_CONSENT = { required: true, tracking: false, marketing: false, externalMedia: false };

const consoleError = console.error;

/**
 * happy-dom's IntersectionObserver never reports; deferred renderers (common/modules/deferred.tsx)
 * wait for one. This one reports every observed module as near the viewport, as a scroll would.
 */
class NearViewport {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
const realObserver = globalThis.IntersectionObserver;

/** Until every deferred renderer on the page has arrived. */
const loaded = () => waitFor(() => assert.is(document.querySelector('[data-deferred-module]'), null));
test.before(() => {
  globalThis.IntersectionObserver = NearViewport as unknown as typeof IntersectionObserver;
});
test.after(() => {
  globalThis.IntersectionObserver = realObserver;
});

test.before.each(() => {
  consent.value = NO_CONSENT;
  // happy-dom never loads iframes and says so on the console for every one; that is not a failure here.
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) consoleError(...args);
  };
});

test.after.each(() => {
  cleanup();
  console.error = consoleError;
});

let nextId = 1;
/** A module as the page API gives it out: declared defaults filled in (server/features/pages/section-tree.ts). */
function mod(type: string, data: Record<string, unknown>, extra: Partial<ModuleData> = {}): ModuleData {
  const declaration = declarationOf(type);
  return { id: nextId++, type, online_from: null, online_to: null, data: declaration ? withDefaults(declaration, data) : data, ...extra };
}

const IMAGE: ImageObj = {
  id: 4,
  url: '/media/4/original.jpg',
  width: 1600,
  height: 900,
  alt: 'Die Bühne im Abendlicht',
  credit: '',
  renditions: (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
    [320, 640, 1024].map((width) => ({ format, width, height: Math.round((width * 9) / 16), url: `/media/4/${width}.${format}` })),
  ),
};

test('a headline renders at its level with preline, subline and anchor id', () => {
  const { container } = render(<ModuleRenderer lang="de" module={mod('headline', { headline_level: 4, content: 'Spielplan', preline: 'Saison 2026', subline: 'Alle Termine', anchor: 'spielplan' })} />);
  const heading = screen.getByRole('heading', { level: 4 });
  assert.is(heading.textContent, 'Spielplan');
  assert.ok(container.querySelector('#spielplan'));
  assert.ok(screen.getByText('Saison 2026'));
  assert.ok(screen.getByText('Alle Termine'));
});

test('a headline without a level is an h2', () => {
  render(<ModuleRenderer lang="de" module={mod('headline', { content: 'Programm' })} />);
  assert.is(screen.getByRole('heading').tagName, 'H2');
});

test('an image is a picture with AVIF, WebP and JPEG srcsets, sizes, width, height and lazy loading', async () => {
  const { container } = render(<ModuleRenderer lang="de" module={mod('image', { image: IMAGE, description: 'Foto: Archiv' })} />);
  // Image, hero, section and teaser renderers are lazy parts: wait for their code.
  await screen.findByRole('img', { name: 'Die Bühne im Abendlicht' });
  const avif = container.querySelector('source[type="image/avif"]')!;
  assert.is(avif.getAttribute('srcset'), '/media/4/320.avif 320w, /media/4/640.avif 640w, /media/4/1024.avif 1024w');
  assert.is(avif.getAttribute('sizes'), '100vw');
  assert.ok(container.querySelector('source[type="image/webp"]'));
  const img = screen.getByRole('img', { name: 'Die Bühne im Abendlicht' });
  assert.is(img.getAttribute('srcset'), '/media/4/320.jpeg 320w, /media/4/640.jpeg 640w, /media/4/1024.jpeg 1024w');
  assert.is(img.getAttribute('src'), '/media/4/1024.jpeg');
  assert.is(img.getAttribute('width'), '1600');
  assert.is(img.getAttribute('height'), '900');
  assert.is(img.getAttribute('loading'), 'lazy');
  assert.is(img.getAttribute('decoding'), 'async');
  assert.is(container.querySelector('figcaption')?.textContent, 'Foto: Archiv');
});

test('an image in a one-third column asks for a third of the viewport on wide screens', async () => {
  const section: Section = {
    slug: 's1', parent: 1, content_type: 'page', object_id: null, layout: '67-33', extra_class: '',
    columns: [{ index: 0, classes: '', children: [] }, { index: 1, classes: '', children: [mod('image', { image: IMAGE })] }],
  };
  const { container } = render(<SectionRenderer lang="de" section={section} />);
  await screen.findByRole('img');
  assert.is(container.querySelector('img')!.getAttribute('sizes'), '(min-width: 48em) 33vw, 100vw');
});

test('the hero image of the first section is the LCP candidate: eager with high fetch priority', async () => {
  const hero = () => mod('hero-media', { headline: 'Willkommen', image: IMAGE });
  const section = (): Section => ({ slug: 'h', parent: 1, content_type: 'page', object_id: null, layout: '100', extra_class: '', columns: [{ index: 0, classes: '', children: [hero()] }] });
  const { container } = render(
    <>
      <SectionRenderer lang="de" section={section()} first />
      <SectionRenderer lang="de" section={section()} first={false} />
    </>,
  );
  await waitFor(() => assert.is(container.querySelectorAll('img').length, 2));
  const [first, second] = [...container.querySelectorAll('img')];
  assert.is(first!.getAttribute('loading'), 'eager');
  assert.is(first!.getAttribute('fetchpriority'), 'high');
  assert.is(second!.getAttribute('loading'), 'lazy');
  assert.is(second!.getAttribute('fetchpriority'), null);
});

test('a FAQ question is a focusable button that opens and closes its answer', async () => {
  render(<ModuleRenderer lang="de" module={mod('faq', {}, { children: [mod('faq-item', { headline: 'Gibt es Ermäßigungen?', content: '<p>Ja, für Studierende.</p>' })] })} />);
  await loaded();
  const button = screen.getByRole('button', { name: 'Gibt es Ermäßigungen?' });
  button.focus();
  assert.is(document.activeElement, button, 'reachable by keyboard');
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.ok(panel.hidden);
  // Enter and Space on a native button fire click.
  fireEvent.click(button);
  assert.is(button.getAttribute('aria-expanded'), 'true');
  assert.not.ok(panel.hidden);
  assert.is(panel.textContent, 'Ja, für Studierende.');
  fireEvent.click(button);
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.ok(panel.hidden);
});

test('a video without consent shows our poster and the provider, and no iframe', async () => {
  const { container } = render(<ModuleRenderer lang="en" module={mod('video', { video_url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Trailer', image: IMAGE })} />);
  await loaded();
  assert.is(container.querySelector('iframe'), null);
  assert.match(container.textContent ?? '', /connects to YouTube/);
  assert.ok(screen.getByRole('button', { name: 'Load video' }));
  assert.ok(screen.getByRole('button', { name: 'Always allow external media' }));
  const urls = [...container.querySelectorAll('[src], [srcset]')].map((el) => `${el.getAttribute('src') ?? ''} ${el.getAttribute('srcset') ?? ''}`);
  assert.ok(urls.every((u) => !/youtube|ytimg|vimeo/.test(u)), 'no third-party address before consent');
});

test('"Load video" loads this one video from youtube-nocookie.com, and only this one', async () => {
  const { container } = render(
    <>
      <ModuleRenderer lang="en" module={mod('video', { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Trailer' })} />
      <ModuleRenderer lang="en" module={mod('video', { video_url: 'https://vimeo.com/76979871' })} />
    </>,
  );
  await loaded();
  fireEvent.click(screen.getAllByRole('button', { name: 'Load video' })[0]!);
  const frames = container.querySelectorAll('iframe');
  assert.is(frames.length, 1);
  assert.is(frames[0]!.getAttribute('src'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  assert.is(frames[0]!.getAttribute('title'), 'Trailer');
  assert.is(consent.value.externalMedia, false, 'loading once does not grant consent');
});

test('"Always allow external media" grants the consent category and loads every embed', async () => {
  const { container } = render(
    <>
      <ModuleRenderer lang="de" module={mod('video', { video_url: 'https://vimeo.com/76979871' })} />
      <ModuleRenderer lang="de" module={mod('audio-embed', { embed: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk' })} />
    </>,
  );
  await loaded();
  fireEvent.click(screen.getAllByRole('button', { name: 'Externe Medien immer erlauben' })[0]!);
  assert.is(consent.value.externalMedia, true);
  const sources = [...container.querySelectorAll('iframe')].map((f) => f.getAttribute('src'));
  assert.equal(sources, ['https://player.vimeo.com/video/76979871?dnt=1', 'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk']);
});

test('an unknown module type renders nothing and is reported once', () => {
  const warn = console.warn;
  const warnings: unknown[] = [];
  console.warn = (...args: unknown[]) => warnings.push(args);
  try {
    const { container } = render(
      <>
        <ModuleRenderer lang="de" module={mod('carousel-3d', { slides: 3 })} />
        <ModuleRenderer lang="de" module={mod('carousel-3d', { slides: 4 })} />
      </>,
    );
    assert.is(container.innerHTML, '');
    assert.is(warnings.length, 1);
  } finally {
    console.warn = warn;
  }
});

const LAYOUT_COLUMNS: [SectionLayout, number][] = [['100', 1], ['67-33', 2], ['33-67', 2], ['50-50', 2], ['33-33-33', 3], ['25-50-25', 3]];

test('a section renders one column per part of its layout, even when a column is empty', () => {
  for (const [layout, count] of LAYOUT_COLUMNS) {
    const section: Section = { slug: `s-${layout}`, parent: 1, content_type: 'page', object_id: null, layout, extra_class: 'cc02', columns: [{ index: 0, classes: 'wide', children: [mod('text', { content: '<p>Eins</p>' })] }] };
    const { container } = render(<SectionRenderer lang="de" section={section} />);
    assert.is(container.querySelectorAll('[data-column]').length, count, layout);
    assert.ok(container.querySelector('[data-column="0"].wide'), 'keeps the column classes');
    assert.ok(container.querySelector('section.cc02'), 'keeps the section classes');
    cleanup();
  }
});

test('a teaser item outside its online window is not rendered; its siblings are', async () => {
  const list = mod('teaser-list', {}, {
    children: [
      mod('teaser-item', { headline: 'Vorbei', image: IMAGE }, { online_to: '2020-01-01T00:00:00Z' }),
      mod('teaser-item', { headline: 'Jetzt', image: IMAGE, link: '/de/programm', link_text: 'Zum Programm' }),
      mod('teaser-item', { headline: 'Später', image: IMAGE }, { online_from: '2999-01-01T00:00:00Z' }),
    ],
  });
  const { container } = render(<ModuleRenderer lang="de" module={list} />);
  await screen.findByRole('heading', { name: 'Jetzt' });
  assert.equal(screen.getAllByRole('heading').map((h) => h.textContent), ['Jetzt']);
  assert.is(container.querySelectorAll('li').length, 1);
  assert.is(screen.getByRole('link', { name: 'Zum Programm' }).getAttribute('href'), '/de/programm');
});

test('a hero outside its window renders nothing', async () => {
  render(
    <>
      <ModuleRenderer lang="de" module={mod('hero-media', { headline: 'Alt' }, { online_to: '2020-01-01T00:00:00Z' })} />
      <ModuleRenderer lang="de" module={mod('hero-media', { headline: 'Neu' })} />
    </>,
  );
  // Once the renderer's code is there (the hero in its window shows), the one outside shows nothing.
  await screen.findByRole('heading', { name: 'Neu' });
  assert.is(screen.queryByRole('heading', { name: 'Alt' }), null);
});

test('an external link opens in a new tab with rel noopener and says so to screen readers', () => {
  render(
    <>
      <ModuleRenderer lang="de" module={mod('link', { link_text: 'Zum Ticketshop', link_url: 'https://tickets.example.org/' })} />
      <ModuleRenderer lang="de" module={mod('link', { link_text: 'Programm', link: '/de/programm' })} />
    </>,
  );
  const external = screen.getByRole('link', { name: /Zum Ticketshop/ });
  assert.is(external.getAttribute('target'), '_blank');
  assert.ok(external.getAttribute('rel')!.split(' ').includes('noopener'));
  assert.match(external.textContent!, /öffnet in einem neuen Tab/);
  const own = screen.getByRole('link', { name: 'Programm' });
  assert.is(own.getAttribute('target'), null);
});

test('an anchor item jumps to its target 130 px below the top', async () => {
  const calls: ScrollToOptions[] = [];
  const scrollTo = window.scrollTo;
  window.scrollTo = ((options: ScrollToOptions) => calls.push(options)) as typeof window.scrollTo;
  try {
    render(
      <>
        <ModuleRenderer lang="de" module={mod('anchor-list', { sticky: true }, { children: [mod('anchor-item', { link_text: 'Anfahrt', anchor: 'anfahrt' })] })} />
        <ModuleRenderer lang="de" module={mod('headline', { content: 'Anfahrt', anchor: 'anfahrt' })} />
      </>,
    );
    assert.ok(await screen.findByRole('navigation', { name: 'Inhalte dieser Seite' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Anfahrt' }));
    assert.is(calls.length, 1);
    assert.is(calls[0]!.top, document.getElementById('anfahrt')!.getBoundingClientRect().top + window.scrollY - 130);
    assert.is(document.activeElement, document.getElementById('anfahrt'));
  } finally {
    window.scrollTo = scrollTo;
  }
});

test('a quote is a blockquote with its author cited', async () => {
  const { container } = render(<ModuleRenderer lang="de" module={mod('quote', { content: 'Ein Haus für alle.', author: 'Gründungsvorstand' })} />);
  await loaded();
  assert.is(container.querySelector('blockquote')?.textContent, 'Ein Haus für alle.');
  assert.is(container.querySelector('cite')?.textContent, 'Gründungsvorstand');
});

test('self-hosted media load nothing before play', async () => {
  const file = { ...IMAGE, id: 9, url: '/media/9/trailer.mp4', renditions: [] };
  const { container } = render(
    <>
      <ModuleRenderer lang="de" module={mod('self-hosted-video', { file, image: IMAGE, title: 'Trailer' })} />
      <ModuleRenderer lang="de" module={mod('self-hosted-audio', { file: { ...file, url: '/media/9/a.mp3' } })} />
    </>,
  );
  await loaded();
  const video = container.querySelector('video')!;
  assert.is(video.getAttribute('preload'), 'none');
  assert.is(video.getAttribute('poster'), '/media/4/1024.jpeg');
  assert.is(container.querySelector('audio')!.getAttribute('preload'), 'none');
});

test('a below-the-fold module loads its renderer only when it nears the viewport, keeping its anchor meanwhile', async () => {
  let report: (() => void) | null = null;
  class Manual {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      report = () => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = Manual as unknown as typeof IntersectionObserver;
  try {
    const { container } = render(<ModuleRenderer lang="de" module={mod('video', { video_url: 'https://vimeo.com/76979871', anchor: 'trailer' })} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok(container.querySelector('#trailer[data-deferred-module]'), 'the anchor target exists before the code');
    assert.is(screen.queryByRole('button', { name: 'Video laden' }), null, 'nothing rendered while far away');
    act(() => report!());
    await screen.findByRole('button', { name: 'Video laden' });
  } finally {
    globalThis.IntersectionObserver = NearViewport as unknown as typeof IntersectionObserver;
  }
});

test.run();
