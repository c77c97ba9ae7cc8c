/**
 * The page body on the server (issue #13 point 1; ARCHITECTURE "Request flow" 3): the visitor app's
 * own tree rendered to HTML by preact-render-to-string from the route data the shell inlines, so the
 * first paint needs no script and the browser hydrates what it already shows. goober's rules come
 * along for the head.
 *
 * The app keeps its state in module signals (site/stores), so renders take turns: one at a time, each
 * booting the stores from its own data. Lazy page chunks are awaited by renderToStringAsync.
 */
import { h } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { extractCss, setup } from 'goober';
import type { InitialData } from '../../common/api/types';
import { App } from '../../site/app';

setup(h);

/**
 * Every rule goober produced in this process, in the order it produced them. Modules declare most
 * rules once, when they are first imported, so one render's own extraction would miss them on the
 * next page of the same kind; all of them together are always right for any page.
 */
let sheet = '';
let turn: Promise<unknown> = Promise.resolve();

export interface RenderedBody {
  html: string;
  css: string;
}

/** The body of `#app` for a page and the styles it needs. */
export function renderBody(initial: InitialData, search: string): Promise<RenderedBody> {
  const run = turn.then(async () => {
    const html = await renderToStringAsync(<App initial={initial} ssr={{ path: initial.path, search }} />);
    sheet += extractCss();
    return { html, css: sheet };
  });
  turn = run.catch(() => undefined);
  return run;
}
