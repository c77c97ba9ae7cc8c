/**
 * The one lazy-part helper (STYLE 13): a component whose code is a chunk of its
 * own, loaded when it is first rendered, at a moment the caller names (the first idle moment), or
 * when it comes near the viewport. Its fallback holds its place meanwhile, and stays when the chunk
 * cannot load (offline, a deploy removed the old chunk): the page around it keeps working.
 *
 * Server render: parts that load on render or near the viewport render in full
 * on the server; while the app hydrates such markup they load at once, so the browser keeps the
 * server's markup until their code is there instead of swapping it for the placeholder.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';

/** When the code loads: on first render, near the viewport, or once the given promise settles. */
export type LazyStart = 'render' | 'visible' | (() => Promise<unknown>);

export interface LazyPartOptions<P> {
  start?: LazyStart;
  /** Holds the part's place; in 'visible' mode it must put `ref` on an element to observe. */
  fallback?: (props: P, ref: RefObject<HTMLDivElement | null>) => ReactNode;
  onError?: (error: unknown) => void;
}

/** Start loading a screen height before the part scrolls into view. */
const NEAR_VIEWPORT = '100% 0px';

let hydrating = false;

/**
 * The first page's chunk arrives after hydrateParts has returned, and Preact resumes the page's
 * hydration then: the hydration lasts until the last section's turn is over or a navigation starts.
 */
export const hydrated = () => void (hydrating = false);

/** Runs the app's hydration; parts rendered in full by the server load at once during it. */
export function hydrateParts(run: () => void): void {
  hydrating = true;
  run();
}

/** A section's turn: settled (`done`) one task after the turn before it. */
type Turn = Promise<void> & { done?: boolean };
let lastTurn: Promise<void> = Promise.resolve();
const turns: Record<string, Turn> = {};

/** The section's turn, handed out one task after the last one. */
function takeTurn(id: string): Turn {
  const next: Turn = (lastTurn = lastTurn
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => {
      next.done = true;
      if (lastTurn === next) hydrated();
    }));
  return (turns[id] = next);
}

function Waits({ id, children }: { id: string; children: ReactNode }) {
  const turn = turns[id] ?? (hydrating ? takeTurn(id) : null);
  if (turn && !turn.done) throw turn;
  delete turns[id];
  return <>{children}</>;
}

/**
 * Hydrates its children in a task of their own, after the boundaries before it, when met during the
 * first hydration; a plain fragment at any other time. The server's markup stays as it is meanwhile
 * (Preact resumes a suspended hydration), so nothing flashes; what the split buys is main-thread
 * room: one long task for the whole page kept a phone's first tap and the hero's paint waiting
 * (Lighthouse: Total Blocking Time, LCP render delay). `id` is unique on the page.
 */
export function InTurn({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Waits id={id}>{children}</Waits>
    </Suspense>
  );
}

const none = () => null;
const logError = (error: unknown) => console.error('A part of the page could not be loaded.', error);

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { start = 'render', fallback = none, onError = logError }: LazyPartOptions<P> = {}): (props: P) => ReactNode {
  const Part = lazy(() =>
    load().then(
      (component): { default: ComponentType<P> } => ({ default: component }),
      (error: unknown): { default: ComponentType<P> } => {
        onError(error);
        return { default: (props: P) => <>{fallback(props, { current: null })}</> };
      },
    ),
  );
  // A part that waits for a moment (idle) needs to wait only once per page load.
  let moment = start === 'render';
  return function LazyPart(props: P) {
    const hold = useRef<HTMLDivElement>(null);
    const [go, setGo] = useState(() => moment || (start === 'visible' && (hydrating || typeof IntersectionObserver === 'undefined')));
    useEffect(() => {
      if (go) return;
      if (start === 'visible') {
        const element = hold.current;
        if (!element) return;
        const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setGo(true), { rootMargin: NEAR_VIEWPORT });
        observer.observe(element);
        return () => observer.disconnect();
      }
      let live = true;
      if (typeof start === 'function') {
        void start().then(() => {
          moment = true;
          if (live) setGo(true);
        });
      }
      return () => {
        live = false;
      };
    }, [go]);
    const placeholder = fallback(props, hold);
    return go ? (
      <Suspense fallback={placeholder}>
        <Part {...props} />
      </Suspense>
    ) : (
      <>{placeholder}</>
    );
  };
}
