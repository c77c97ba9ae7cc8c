/**
 * The page body on the server (ARCHITECTURE "Request flow" 3): the visitor app's
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
import { Router } from 'wouter';
import { App } from '../../site/app';
import { RenderMemoContext } from '../../site/render/memo-part';
import { ssrSearchHook, type RenderSession } from './render-memo';
import { consentDecided } from '../../common/consent/consent';
import { intlNotebook, type IntlAnswers } from '../../common/format/intl-answers';

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
  /** What Intl answered for the page (common/format/intl-answers.ts); the browser hydrates with these. */
  intl: IntlAnswers;
}

/**
/**
 * The body of `#app` for a page and the styles it needs. `decided`: the visitor's consent cookie
 * holds a decision, so the page leaves the consent banner out (the page cache keeps
 * the two variants apart). With a memo (render-memo.ts), parts an earlier render of the same inputs
 * drew are reused and the parts drawn now are kept.
 */
export function renderBody(initial: InitialData, search: string, decided = false, memo?: RenderSession): Promise<RenderedBody> {
  const run = turn.then(async () => {
    consentDecided.value = decided;
    // The app's own Router takes the search hook from this one (wouter inherits what it does not set).
    const app = (
      <Router searchHook={ssrSearchHook}>
        <App initial={initial} ssr={{ path: initial.path, search }} />
      </Router>
    );
    // Renders take turns, so what Intl answers meanwhile is this render's (or, now and then, an API
    // answer's that formats a date as the render waits: right for any page, it costs bytes, not truth).
    const notes: IntlAnswers = (intlNotebook.notes = {});
    try {
      const html = memo ? memo.finish(await renderToStringAsync(<RenderMemoContext.Provider value={memo}>{app}</RenderMemoContext.Provider>)) : await renderToStringAsync(app);
      sheet += extractCss();
      // Parts taken from an earlier render asked Intl nothing now: the memo adds what that one noted.
      return { html, css: sheet, intl: memo ? memo.intlAnswers(notes) : notes };
    } finally {
      intlNotebook.notes = undefined;
    }
  });
  turn = run.catch(() => undefined);
  return run;
}
