/** The ensemble as the API and the HTML shell's route loaders give it out (SPEC §2 "/ensemble"). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PersonDetail, PersonListItem } from '../../../common/api/programme';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { personCategories, personCategoryLinks, persons } from '../../db/schema';
import { lowerBound } from './berlin-day';
import { toEventListItems } from './event-items';
import { allEvents } from './events-query';
import { entityUrl, entityUrls } from './links';
import { mediaSlot, withImages } from './media-slot';
import { findProductions, toProductionItems } from './productions-query';

type PersonRow = typeof persons.$inferSelect;

async function toPersonItems(db: Db, rows: PersonRow[], lang: Lang): Promise<PersonListItem[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ personId: personCategoryLinks.personId, id: personCategories.id, name: personCategories.name })
    .from(personCategoryLinks)
    .innerJoin(personCategories, eq(personCategories.id, personCategoryLinks.categoryId))
    .where(inArray(personCategoryLinks.personId, rows.map((r) => r.id)))
    .orderBy(asc(personCategories.position), asc(personCategories.id));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    role: pickText(p.role, lang),
    image: mediaSlot(p.imageId),
    url: entityUrl('ensemble-person', lang, p.id, p.slug),
    categories: links.filter((c) => c.personId === p.id).map((c) => ({ id: c.id, name: pickText(c.name, lang) })),
  }));
}

/** The ensemble in the editors' order; with categories, only members of any of them. */
export async function listEnsemble(db: Db, lang: Lang, category: number[] | null): Promise<PersonListItem[]> {
  const rows = await db
    .select()
    .from(persons)
    .where(
      and(
        eq(persons.isEnsemble, true),
        category ? sql`exists (select 1 from ${personCategoryLinks} where ${personCategoryLinks.personId} = ${persons.id} and ${inArray(personCategoryLinks.categoryId, category)})` : undefined,
      ),
    )
    .orderBy(asc(persons.position), asc(persons.id));
  return withImages(db, await toPersonItems(db, rows, lang), lang);
}

export async function loadPersonDetail(db: Db, id: number, lang: Lang): Promise<PersonDetail | null> {
  const [row] = await db.select().from(persons).where(and(eq(persons.id, id), eq(persons.isEnsemble, true)));
  if (!row) return null;
  const { from } = lowerBound(undefined);
  const [[item], productions, dates] = await Promise.all([
    toPersonItems(db, [row], lang),
    findProductions(db, { from, playing: false, person: id }, { page: 1, size: 50 }),
    allEvents(db, { from, person: id }, 20),
  ]);
  const detail: PersonDetail = {
    ...item!,
    urls: entityUrls('ensemble-person', row.id, row.slug),
    bio: pickText(row.bio, lang),
    productions: await toProductionItems(db, productions.rows, lang),
    events: await toEventListItems(db, dates, lang),
  };
  return withImages(db, detail, lang);
}
