/**
 * Dashboard "celum": the venue's DAM (CELUM) is not reachable from here, so the
 * section says so plainly and shows the media library's own figures: files, images without alt
 * text, files nothing refers to, storage used.
 */
import deChecks from '../../../common/i18n/de/status-checks';
import enChecks from '../../../common/i18n/en/status-checks';
import type { Lang } from '../../../common/routes';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { CelumDashboard } from '../../../common/api/dashboard';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/** Where media ids are kept as columns; module data refers to them as {"$media": id} (common/modules/define.ts). */
const REFERENCES = sql`
  select image_id as id from events union select image_id from productions union select image_id from venues
  union select image_id from series union select image_id from persons union select image_id from articles
  union select image_id from teasers union select og_image_id from pages
  union select jsonb_array_elements_text(gallery)::int from events union select jsonb_array_elements_text(gallery)::int from productions
  union select jsonb_array_elements_text(gallery)::int from venues`;

export async function celumDashboard(db: Db, lang: Lang = 'de'): Promise<CelumDashboard> {
  const [[totals], [images], [withoutAlt], unused] = await Promise.all([
    db.select({ files: count(), bytes: sum(media.size).mapWith(Number) }).from(media),
    db.select({ n: count() }).from(media).where(eq(media.kind, 'image')),
    db.select({ n: count() }).from(media).where(and(eq(media.kind, 'image'), sql`coalesce(${media.alt}->>'de', '') = ''`)),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from media m
      where m.id not in (select id from (${REFERENCES}) r where id is not null)
        and not exists (select 1 from modules where fields::text like '%"$media": ' || m.id || '}%' or fields::text like '%"$media":' || m.id || '}%')`),
  ]);
  return {
    media: {
      files: totals?.files ?? 0,
      images: images?.n ?? 0,
      without_alt: withoutAlt?.n ?? 0,
      unused: Number(rowsOf<{ n: number }>(unused)[0]?.n ?? 0),
      bytes: totals?.bytes ?? 0,
    },
    dam: { connected: false, detail: (lang === 'de' ? deChecks : enChecks).damNone },
  };
}
