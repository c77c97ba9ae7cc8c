/**
 * A page's address changes (a move in the tree, a new slug in page settings): the addresses of the
 * pages below it follow, and every old address gets a redirect to its new one.
 * The server applies a redirect only where the address would otherwise be a 404,
 * so an old address later taken by a new page simply stops redirecting. No chains: entries that led
 * to an old address now lead to its new one, and an entry whose old path is live again is dropped.
 * Decisions: DECISIONS "New pages, the page tree and the menus".
 */
import { eq, like, or, sql } from 'drizzle-orm';
import type { FieldError } from '../../../common/modules/define';
import { LANGS, type Lang } from '../../../common/routes';
import type { LangUrls } from '../../../common/api/types';
import type { Db } from '../../db/client';
import { pages, redirects } from '../../db/schema';
import { likePrefix } from '../http/like-pattern';

interface AddressChange {
  pageId: number;
  lang: Lang;
  from: string;
  to: string;
}

const column = (lang: Lang) => (lang === 'de' ? pages.pathDe : pages.pathEn);
const bare = (c: typeof redirects.oldPath | typeof redirects.newPath) => sql`regexp_replace(${c}, '(.)/+$', '\\1')`;

/** Every address that changes when page `pageId` goes from `before` to `after`, its children's too. */
export async function plannedChanges(db: Db, pageId: number, before: LangUrls, after: LangUrls): Promise<AddressChange[]> {
  const changes: AddressChange[] = [];
  for (const lang of LANGS) {
    const from = before[lang];
    const to = after[lang];
    if (!from || !to || from === to) continue;
    changes.push({ pageId, lang, from, to });
    const below = await db.select({ id: pages.id, path: column(lang) }).from(pages).where(like(column(lang), `${likePrefix(from)}/%`));
    for (const page of below) if (page.id !== pageId) changes.push({ pageId: page.id, lang, from: page.path, to: to + page.path.slice(from.length) });
  }
  return changes;
}

/** `taken` for each new address another page (not moving along) already has. */
export async function changeProblems(db: Db, changes: AddressChange[]): Promise<FieldError[]> {
  const moving = new Set(changes.map((c) => c.pageId));
  const errors: FieldError[] = [];
  for (const change of changes) {
    const [other] = await db.select({ id: pages.id }).from(pages).where(eq(column(change.lang), change.to)).limit(1);
    const field = `urls.${change.lang}`;
    if (other && !moving.has(other.id) && !errors.some((e) => e.field === field)) errors.push({ field, code: 'taken', params: { path: change.to } });
  }
  return errors;
}

/** Writes the children's new addresses (the page's own is written by its caller) and the redirects. */
export async function applyChanges(db: Db, changes: AddressChange[], pageId: number): Promise<void> {
  for (const change of changes) {
    if (change.pageId !== pageId) await db.update(pages).set({ [change.lang === 'de' ? 'pathDe' : 'pathEn']: change.to }).where(eq(pages.id, change.pageId));
  }
  for (const { from, to } of changes) {
    await db.delete(redirects).where(eq(bare(redirects.oldPath), to));
    // A changed target answers 302 again for a day: browsers pin a 301 for ever.
    await db.update(redirects).set({ newPath: to, createdAt: new Date() }).where(eq(bare(redirects.newPath), from));
    const [existing] = await db.select({ id: redirects.id }).from(redirects).where(or(eq(redirects.oldPath, from), eq(redirects.oldPath, `${from}/`))).limit(1);
    if (existing) await db.update(redirects).set({ newPath: to, createdAt: new Date() }).where(eq(redirects.id, existing.id));
    else await db.insert(redirects).values({ oldPath: from, newPath: to });
  }
}
