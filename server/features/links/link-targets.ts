/**
 * Our own content a link field can point at: pages, events, productions and
 * articles. A link field stores `{"$page": id}` (common/api/editor.ts LinkRef) and every read turns it
 * into the target's current URL, so renaming a page or an event never breaks a link.
 */
import { asc, desc, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LinkKind, LinkTarget } from '../../../common/api/editor';
import { pickText, type Localized } from '../../../common/i18n/localized';
import { formatBerlinDateTime } from '../../../common/format/berlin-display';
import { formatDate } from '../../../common/format/date-time';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { articles, events, pages, productions } from '../../db/schema';
import { articleUrl } from '../magazine/links';
import { entityUrl } from '../programme/links';
import { containsPattern } from '../http/like-pattern';

/** Answers of one search, all kinds together (the picker shows them grouped). */
const SEARCH_LIMIT = 20;
const PER_KIND = 8;

/** A page's path in a language (as page-service.ts `pathIn`, here to keep the import graph free of cycles). */
const pathIn = (p: { pathDe: string; pathEn: string }, lang: Lang) => (lang === 'de' ? p.pathDe : p.pathEn);

/** An event's start as editors read it (Berlin date and time); an article's Berlin day. */
const startOf = (at: Date | null, lang: Lang) => formatBerlinDateTime(at, lang);
const dayOf = (at: Date | null, lang: Lang) => (at ? formatDate(at, lang) : '');

interface KindSource {
  /** Targets by id, in the language. */
  byIds(db: Db, ids: readonly number[], lang: Lang): Promise<LinkTarget[]>;
  /** Targets whose title (or path) contains the text. */
  search(db: Db, match: (column: PgColumn | SQL) => SQL, lang: Lang): Promise<LinkTarget[]>;
}

const titleIn = (column: PgColumn) => [sql`${column}->>'de'`, sql`${column}->>'en'`];

function target(kind: LinkKind, id: number, title: Localized, lang: Lang, url: string, detail: string): LinkTarget {
  return { kind, id, title: pickText(title, lang), url, detail, ref: { [`$${kind}`]: id } as LinkTarget['ref'] };
}

const SOURCES: Record<LinkKind, KindSource> = {
  page: {
    async byIds(db, ids, lang) {
      const rows = await db.select().from(pages).where(inArray(pages.id, [...ids]));
      return rows.map((p) => target('page', p.id, p.title, lang, pathIn(p, lang), pathIn(p, lang)));
    },
    async search(db, match, lang) {
      const rows = await db
        .select()
        .from(pages)
        .where(or(...titleIn(pages.title).map(match), match(pages.pathDe), match(pages.pathEn)))
        .orderBy(asc(pages.pathDe))
        .limit(PER_KIND);
      return rows.map((p) => target('page', p.id, p.title, lang, pathIn(p, lang), pathIn(p, lang)));
    },
  },
  event: {
    async byIds(db, ids, lang) {
      const rows = await db.select().from(events).where(inArray(events.id, [...ids]));
      return rows.map((e) => target('event', e.id, e.title, lang, entityUrl('event', lang, e.id, e.slug), startOf(e.startsAt, lang)));
    },
    async search(db, match, lang) {
      const rows = await db
        .select()
        .from(events)
        .where(or(...titleIn(events.title).map(match)))
        .orderBy(desc(events.startsAt))
        .limit(PER_KIND);
      return rows.map((e) => target('event', e.id, e.title, lang, entityUrl('event', lang, e.id, e.slug), startOf(e.startsAt, lang)));
    },
  },
  production: {
    async byIds(db, ids, lang) {
      const rows = await db.select().from(productions).where(inArray(productions.id, [...ids]));
      return rows.map((p) => target('production', p.id, p.title, lang, entityUrl('production', lang, p.id, p.slug), ''));
    },
    async search(db, match, lang) {
      const rows = await db.select().from(productions).where(or(...titleIn(productions.title).map(match))).limit(PER_KIND);
      return rows.map((p) => target('production', p.id, p.title, lang, entityUrl('production', lang, p.id, p.slug), ''));
    },
  },
  article: {
    async byIds(db, ids, lang) {
      const rows = await db.select().from(articles).where(inArray(articles.id, [...ids]));
      return rows.map((a) => target('article', a.id, a.title, lang, articleUrl(lang, a.id, a.slug), dayOf(a.publishedAt, lang)));
    },
    async search(db, match, lang) {
      const rows = await db
        .select()
        .from(articles)
        .where(or(...titleIn(articles.title).map(match)))
        .orderBy(desc(articles.publishedAt))
        .limit(PER_KIND);
      return rows.map((a) => target('article', a.id, a.title, lang, articleUrl(lang, a.id, a.slug), dayOf(a.publishedAt, lang)));
    },
  },
};

/** Targets of one kind by id; ids that are gone are missing from the map. */
export async function linkTargetsById(db: Db, kind: LinkKind, ids: readonly number[], lang: Lang): Promise<Map<number, LinkTarget>> {
  if (ids.length === 0) return new Map();
  return new Map((await SOURCES[kind].byIds(db, ids, lang)).map((t) => [t.id, t]));
}


/** The picker's search as you type: titles (and page paths) containing `q`, pages first. */
export async function searchLinkTargets(db: Db, q: string, lang: Lang, kinds: readonly LinkKind[]): Promise<LinkTarget[]> {
  const pattern = containsPattern(q.trim());
  const match = (column: PgColumn | SQL) => ilike(column as PgColumn, pattern);
  const found = await Promise.all(kinds.map((kind) => SOURCES[kind].search(db, match, lang)));
  return found.flat().slice(0, SEARCH_LIMIT);
}
