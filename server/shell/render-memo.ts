/**
 * Parts of the page body reused between renders (site/render/memo-part.tsx).
 *
 * A render is a function of the inlined data (the browser hydrates from exactly that JSON), the
 * address and the clock; the clock only matters up to the ticket's next scheduled change, the rule
 * the response cache keeps whole pages by (server/cache/plugin.ts). So the HTML of a part rendered
 * for one inlined data (its hash), path and content version is the HTML any later render with the
 * same ones gives, until the next change: unless the part read the query, in which case only the
 * same query may reuse it. The response cache keys by the whole address; this keys by what the
 * part used, so `?utm_source=…`, a new `?page=` that does not change a part, or the benchmark's
 * `?bench=n` render only what they change (the header's language links carry the query).
 *
 * A missed part renders between two comments holding a random token of this process; after the
 * render its HTML is cut out and kept, and every such comment removed.
 */
import { randomBytes } from 'node:crypto';
// 'react' is preact/compat here, as for the app's own components (the server build's aliases).
import { createElement as h, Fragment, useContext, type ReactNode } from 'react';
import { SearchReadContext, SearchStandInContext, searchPeek, type DerivedSearch, type RenderMemo } from '../../site/render/memo-part';
import type { CacheTicket } from '../cache/plugin';
import type { IntlAnswers } from '../../common/format/intl-answers';

/** Parts of a few hundred pages and their query variants: a few MB. The least recently used go first. */
const MAX_ENTRIES = 400;

/** preact-render-to-string's comment where a part waited for a lazy component. */
const SUSPENDED = '<!--$s-->';

/**
 * The query a `verbatimQuery` part is drawn with: private-use characters, which no address decodes
 * to, no escaping changes and wouter's decoding leaves alone. Its HTML keeps it; each render puts
 * its own query in, escaped as preact-render-to-string escapes text and attribute values.
 */
const QUERY_STAND_IN = '\uE000query\uE001';

/**
 * Each part counts its own useId ids (`P<scope>-<n>`): Preact numbers ids from the nearest vnode
 * holding a mask (its `__m`, the root's or an async boundary's), so a part given as HTML, whose
 * components do not run, would otherwise shift every id drawn after it (the search form's label
 * after a reused header). The scope is a number from the part's name, the same in every process.
 */
function idScope(name: string): number {
  let hash = 7;
  for (let i = 0; i < name.length; i++) hash = (hash * 31 + name.charCodeAt(i)) % 99_991;
  return hash + 1;
}

/** A fragment of `children` whose ids are counted apart (idScope). */
function scoped(name: string, children: ReactNode): ReactNode {
  const fragment = h(Fragment, null, children);
  (fragment as unknown as { __m: [number, number] }).__m = [idScope(name), 0];
  return fragment;
}

/** preact-render-to-string's escaping (encodeEntities): only these three characters. */
const escapeDrawn = (text: string) => text.replace(/[&<"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&quot;'));

/** The query as wouter gives it to components: without its '?', decoded where it decodes (wouter's sanitizeSearch). */
function componentQuery(search: string): string {
  const bare = search.startsWith('?') ? search.slice(1) : search;
  try {
    return decodeURI(bare);
  } catch {
    return bare;
  }
}

interface Entry {
  version: number;
  until: number;
  html: string;
  /** The query the part read as a whole, or null when it read none that way. */
  search: string | null;
  /** What its components made of the query (useSearchAs): reused only for a query that makes the same. */
  derived: DerivedSearch[];
}

interface Miss {
  key: string;
  readSearch: boolean;
  derived: DerivedSearch[];
}

/** Whether `query` makes what the part's components made of the query it was drawn for. */
function sameDerived(derived: DerivedSearch[], query: string): boolean {
  try {
    return derived.every((d) => d.keyOf(query) === d.key);
  } catch {
    return false;
  }
}

/**
 * wouter's search hook for the server's render: the address's query, as its own ssrSearch gives it,
 * telling the part around the reader that it read it.
 */
export function ssrSearchHook(router: { ssrSearch?: string }): string {
  const standIn = useContext(SearchStandInContext);
  const read = useContext(SearchReadContext);
  if (standIn !== null) return standIn;
  if (!searchPeek.on) read?.();
  return router.ssrSearch ?? '';
}

/** Sets `key` as the most recently used, dropping the least recently used beyond `max`. */
function setRecent<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}

export class RenderedParts {
  private readonly entries = new Map<string, Entry>();
  /** Intl's answers by render inputs (common/format/intl-answers.ts): a reused part asks Intl nothing. */
  private readonly answers = new Map<string, IntlAnswers>();
  private readonly token = randomBytes(12).toString('hex');
  private readonly markers = new RegExp(`<!--/?${this.token}:\\d+-->`, 'g');

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /** A memo for one render: `inputs` names its inlined data and path, `search` its query. */
  forRender(inputs: string, search: string, ticket: CacheTicket, now: number): RenderSession {
    return new RenderSession(this, inputs, search, ticket, now);
  }

  lookup(key: string, ticket: CacheTicket, now: number, search: string, query: string): string | null {
    const hit = this.entries.get(key);
    if (!hit || hit.version !== ticket.version || now >= hit.until || (hit.search !== null && hit.search !== search)) return null;
    if (hit.derived.length && !sameDerived(hit.derived, query)) return null;
    setRecent(this.entries, key, hit, this.maxEntries);
    return hit.html;
  }

  store(key: string, entry: Entry): void {
    setRecent(this.entries, key, entry, this.maxEntries);
  }

  /** The comments around missed part `index`, and the pattern of every such comment. */
  marker(index: number): [string, string] {
    return [`<!--${this.token}:${index}-->`, `<!--/${this.token}:${index}-->`];
  }

  unmarked(html: string): string {
    return html.replace(this.markers, '');
  }

  /** The Intl answers every render of `inputs` has noted so far, with `noted` added. */
  intlAnswers(inputs: string, noted: IntlAnswers): IntlAnswers {
    const answers = { ...this.answers.get(inputs), ...noted };
    setRecent(this.answers, inputs, answers, this.maxEntries);
    return answers;
  }

  clear(): void {
    this.entries.clear();
    this.answers.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

export class RenderSession implements RenderMemo {
  private readonly misses: Miss[] = [];
  /** A `verbatimQuery` part was drawn with the stand-in: the body gets this render's query put in. */
  private drewStandIn = false;
  /** The query as this render's components are given it (componentQuery), worked out once. */
  private readonly query: string;

  constructor(
    private readonly parts: RenderedParts,
    private readonly inputs: string,
    private readonly search: string,
    private readonly ticket: CacheTicket,
    private readonly now: number,
  ) {
    this.query = componentQuery(search);
  }

  part(name: string, children: ReactNode, verbatimQuery = false): ReactNode {
    // An empty query draws no '?' at all, and one that still starts with '?' ('??a') is drawn
    // without adding one: neither is the stand-in's shape, so those draw with the query itself.
    const { query } = this;
    const standIn = verbatimQuery && query !== '' && !query.startsWith('?');
    const key = `${name}\n${this.inputs}${standIn ? '\n?' : ''}`;
    const html = this.parts.lookup(key, this.ticket, this.now, this.search, query);
    // A fragment with `tpl` is preact-render-to-string's raw HTML (precompiled JSX): no wrapper element.
    if (html !== null) return h(Fragment, { tpl: [standIn ? html.replaceAll(QUERY_STAND_IN, escapeDrawn(query)) : html] } as never);
    const miss: Miss = { key, readSearch: false, derived: [] };
    const [open, close] = this.parts.marker(this.misses.push(miss) - 1);
    const reader = (derived?: DerivedSearch) => {
      if (derived) miss.derived.push(derived);
      else miss.readSearch = true;
    };
    const drawn = h(SearchReadContext.Provider, { value: reader }, h(Fragment, { tpl: [open, close], exprs: [scoped(name, children)] } as never));
    if (!standIn) return drawn;
    this.drewStandIn = true;
    return h(SearchStandInContext.Provider, { value: QUERY_STAND_IN }, drawn);
  }

  /** What Intl answered for this page: `noted` now, and what renders of the same inputs noted before. */
  intlAnswers(noted: IntlAnswers): IntlAnswers {
    return this.parts.intlAnswers(this.inputs, noted);
  }

  /** The body without the markers; every missed part that rendered is kept. */
  finish(html: string): string {
    this.misses.forEach((miss, index) => {
      const [open, close] = this.parts.marker(index);
      const start = html.indexOf(open);
      const end = html.indexOf(close);
      if (start < 0 || end < start) return;
      const part = html.slice(start + open.length, end);
      // A part that waited for code (the first render of its kind in this process) carries
      // Suspense's comments, which the next render, with the code loaded, no longer has: keep that one.
      if (part.includes(SUSPENDED)) return;
      this.parts.store(miss.key, {
        version: this.ticket.version,
        until: this.ticket.nextChange,
        html: this.parts.unmarked(part),
        search: miss.readSearch ? this.search : null,
        derived: miss.derived,
      });
    });
    const unmarked = this.misses.length ? this.parts.unmarked(html) : html;
    return this.drewStandIn ? unmarked.replaceAll(QUERY_STAND_IN, escapeDrawn(this.query)) : unmarked;
  }
}
