/**
 * Runs the quality checks on the page in edit mode: our own checks at once,
 * axe-core from its lazy chunk, and a probe of the content's internal links. They run when edit mode
 * starts, after every save (each write hands the visitor app a fresh page) and when the sections'
 * DOM settles after a change (a module whose code loads late), one run at a time.
 */
import { useSyncExternalStore } from 'react';
import type { Page } from '../../common/api/types';
import { getState, subscribe } from '../state/store';
import { checkHeadings, checkImages, internalLinks, type Finding } from './findings';
import { sectionElements } from './locate';

export interface QualityState {
  running: boolean;
  /** Null until the first run ended. */
  findings: Finding[] | null;
  failed: boolean;
}

let state: QualityState = { running: false, findings: null, failed: false };
const listeners = new Set<() => void>();
function set(patch: Partial<QualityState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function useQuality(): QualityState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** How many internal links one run asks the server about. */
const MAX_PROBED_LINKS = 40;

/**
 * Links whose page answers 404 or 410 to an anonymous visitor: deleted, or never there. Asked
 * without the session, since an editor would still see an offline page that visitors do not.
 */
async function deadLinks(sections: readonly Element[]): Promise<Finding[]> {
  const found: Finding[] = [];
  const paths = [...internalLinks(sections)].slice(0, MAX_PROBED_LINKS);
  await Promise.all(
    paths.map(async ([path, links]) => {
      const response = await fetch(path, { method: 'HEAD', credentials: 'omit', cache: 'no-store' }).catch(() => null);
      if (response && (response.status === 404 || response.status === 410)) for (const element of links) found.push({ kind: 'deadLink', element, href: path });
    }),
  );
  return found;
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function findingsOf(page: Page): Promise<Finding[]> {
  // The visitor app renders the fresh page on its next frames.
  await frame();
  await frame();
  const sections = sectionElements(page);
  const own = [...checkHeadings(document.querySelector('main') ?? document, sections), ...checkImages(sections)];
  const { axeFindings } = await import('./axe-checks');
  const [axe, dead] = await Promise.all([axeFindings(sections), deadLinks(sections)]);
  const all = [...own, ...axe, ...dead];
  // In document order, so the list reads like the page.
  return all.sort((a, b) => (a.element === b.element ? 0 : a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

let running: Promise<void> | null = null;
let again = false;

/** Runs the checks now, or once more right after the run under way. */
export function runChecks(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      const page = getState().shown?.page;
      if (!getState().editing || !page) break;
      set({ running: true });
      try {
        set({ findings: await findingsOf(page), failed: false });
      } catch (error) {
        console.error('quality checks', error);
        set({ failed: true });
      }
    } while (again);
    set({ running: false });
    running = null;
  })();
  return running;
}

/** Quiet time after a change before the checks run: a save re-renders the page in a few frames. */
const SETTLE_MS = 400;

/** Runs the checks whenever edit mode starts or the page changes; answers the function that stops it. */
export function watchQuality(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void runChecks(), SETTLE_MS);
  };
  let seen: Page | null = null;
  const stopStore = subscribe(() => {
    const page = getState().editing ? (getState().shown?.page ?? null) : null;
    if (page !== seen) {
      seen = page;
      if (page) schedule();
    }
  });
  // Modules whose code loads when they near the viewport (common/modules/deferred.tsx) change the DOM later.
  const observer = new MutationObserver((records) => {
    const sections = sectionElements(getState().shown?.page);
    if (getState().editing && records.some((r) => sections.some((section) => section.contains(r.target)))) schedule();
  });
  observer.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
  seen = getState().editing ? (getState().shown?.page ?? null) : null;
  if (seen) schedule();
  return () => {
    clearTimeout(timer);
    stopStore();
    observer.disconnect();
  };
}
