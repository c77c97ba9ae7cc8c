/**
 * A page written through the hub's generic collection writer follows the same rules as one written
 * from the editor: a new address redirects from the old one and moves the
 * children along; 'Im Menü' / 'Im Footer' add or remove the menu entries.
 * Decisions: DECISIONS "New pages, the page tree and the menus".
 */
import { eq } from 'drizzle-orm';
import type { FieldError } from '../../../common/modules/define';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { applyChanges, changeProblems, plannedChanges } from './addresses';
import { menuEntriesFollowFlags, menuEntriesFollowMove } from './menu-entries';

type Values = Readonly<Record<string, unknown>>;

/** Runs in the write's transaction after the row is written; field errors name the hub's fields. */
export async function hubPageWritten(db: Db, pageId: number, before: Values | null, values: Values): Promise<FieldError[]> {
  if (before) {
    const [row] = await db.select({ pathDe: pages.pathDe, pathEn: pages.pathEn }).from(pages).where(eq(pages.id, pageId));
    const changes = await plannedChanges(db, pageId, { de: String(before.pathDe), en: String(before.pathEn) }, { de: row!.pathDe, en: row!.pathEn });
    const problems = await changeProblems(db, changes);
    if (problems.length) return problems.map((p) => ({ ...p, field: p.field === 'urls.de' ? 'pathDe' : 'pathEn' }));
    await applyChanges(db, changes, pageId);
    if (values.parentId !== undefined && values.parentId !== before.parentId) await menuEntriesFollowMove(db, pageId);
  }
  const flag = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
  // A new page adds the entries it asks for; it removes nothing (it has none).
  await menuEntriesFollowFlags(db, pageId, { inMenu: before || values.inMenu ? flag(values.inMenu) : undefined, inFooter: before || values.inFooter ? flag(values.inFooter) : undefined });
  return [];
}
