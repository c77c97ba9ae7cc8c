/**
 * What an audit entry of the page editor names: the page's title, a module's type
 * and the page it sits on, a section's name; read before a delete, so the entry still reads after.
 * Decisions: DECISIONS "Audit log".
 */
import { eq } from 'drizzle-orm';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { forms, modules, pages, sections } from '../../db/schema';
import type { AuditNote } from './plugin';

export async function pageTitle(db: Db, pageId: number, lang: Lang): Promise<string> {
  const [row] = await db.select({ title: pages.title }).from(pages).where(eq(pages.id, pageId)).limit(1);
  return row ? pickText(row.title, lang) : '';
}

export async function formTitle(db: Db, formId: number, lang: Lang): Promise<string> {
  const [row] = await db.select({ title: forms.title }).from(forms).where(eq(forms.id, formId)).limit(1);
  return row ? pickText(row.title, lang) : '';
}

export async function pageNote(db: Db, pageId: number, action: AuditNote['action'], lang: Lang, detail?: AuditNote['detail']): Promise<AuditNote> {
  return { kind: 'page', action, itemId: pageId, title: await pageTitle(db, pageId, lang), detail };
}

export async function moduleNote(db: Db, moduleId: number, action: AuditNote['action'], lang: Lang): Promise<AuditNote> {
  const [row] = await db
    .select({ type: modules.type, pageId: pages.id, title: pages.title })
    .from(modules)
    .leftJoin(sections, eq(sections.id, modules.sectionId))
    .leftJoin(pages, eq(pages.id, sections.pageId))
    .where(eq(modules.id, moduleId))
    .limit(1);
  const type = row?.type ?? '';
  return {
    kind: 'module',
    action,
    itemId: moduleId,
    // The type, put in words when read (words.ts), so the entry reads in either language.
    title: type,
    detail: row?.pageId ? { page: { id: row.pageId, title: pickText(row.title!, lang) } } : undefined,
  };
}

export async function sectionNote(db: Db, section: { id: number; slug: string; pageId: number | null }, kind: 'section' | 'container', action: AuditNote['action'], lang: Lang): Promise<AuditNote> {
  const page = section.pageId === null ? undefined : { id: section.pageId, title: await pageTitle(db, section.pageId, lang) };
  return { kind, action, itemId: section.id, title: section.slug, detail: page ? { page } : undefined };
}
