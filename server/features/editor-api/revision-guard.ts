/**
 * The editor API's side of "no silent overwrite": who writes and from which page revision
 * (`If-Match`), the check first in each write's transaction, and the ETag every answer carries so the
 * editor knows the revision to send next. A write without If-Match is not checked: API clients and
 * scripts that do not track revisions keep working, as before; the editor always sends it.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { sections } from '../../db/schema';
import { badRequest } from '../../errors';
import { expectedRevision, revisionEtag, StaleSaveError } from '../versions/revision';
import { checkRevision, type WriteTarget } from '../versions/stale-check';
import { editorOf } from './request';
import { rowsOf } from '../../db/rows';

export interface Writer {
  /** The editor's user id. */
  id: number;
  /** The page revision the editor started from; null = not checked. */
  expected: number | null;
}

export async function writerOf(request: FastifyRequest): Promise<Writer> {
  const expected = expectedRevision(request.headers['if-match']);
  if (Number.isNaN(expected)) throw badRequest('If-Match must name a page revision, e.g. "12", or be *.');
  return { id: (await editorOf(request)).id, expected };
}

export async function guardPage(db: Db, pageId: number, writer: Writer, target: WriteTarget, lang: Lang): Promise<void> {
  await checkRevision(db, pageId, writer.expected, target, lang);
}

/** A section on a page is checked by the page's revision; a container of another entity by its own. */
export async function guardSection(db: Db, sectionId: number, writer: Writer, target: WriteTarget, lang: Lang): Promise<void> {
  const [section] = await db.select({ pageId: sections.pageId, revision: sections.revision }).from(sections).where(eq(sections.id, sectionId)).limit(1);
  if (!section) return;
  if (section.pageId !== null) return checkRevision(db, section.pageId, writer.expected, target, lang);
  if (writer.expected !== null && writer.expected !== section.revision) throw new StaleSaveError(section.revision, [], null);
}

/** The revision that answers for a section: its page's, or its own when it has no page. */
async function revisionBy(db: Db, where: ReturnType<typeof sql>): Promise<number | null> {
  const [row] = rowsOf<{ revision: number | null }>(
    await db.execute(sql`select coalesce(p.revision, s.revision) as revision from sections s left join pages p on p.id = s.page_id where ${where} limit 1`),
  );
  return row?.revision === undefined || row.revision === null ? null : Number(row.revision);
}

export type RevisionOf = { section: string } | { sectionId: number } | { module: number } | { page: number };

/** Sets the ETag of the revision the answer belongs to (nothing when the thing is gone). */
export async function sendRevision(db: Db, reply: FastifyReply, of: RevisionOf): Promise<void> {
  const revision =
    'page' in of
      ? rowsOf<{ revision: number }>(await db.execute(sql`select revision from pages where id = ${of.page}`))[0]?.revision ?? null
      : await revisionBy(
          db,
          'section' in of ? sql`s.slug = ${of.section}` : 'sectionId' in of ? sql`s.id = ${of.sectionId}` : sql`s.id = (select section_id from modules where id = ${of.module})`,
        );
  if (revision !== null) reply.header('etag', revisionEtag(Number(revision)));
}
