/** The ensemble: GET /{locale}/api/persons/?category and /{locale}/api/persons/{id}/ (SPEC §2 "/ensemble"). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { PersonDetail, PersonListItem } from '../../../common/api/programme';
import { pickText } from '../../../common/i18n/localized';
import { LANGS, type Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { personCategories, personCategoryLinks, persons } from '../../db/schema';
import { notFound } from '../../errors';
import { lowerBound } from './berlin-day';
import { toEventListItems } from './event-items';
import { allEvents } from './events-query';
import { entityUrl, entityUrls } from './links';
import { mediaSlot, withImages } from './media-slot';
import { findProductions, toProductionItems } from './productions-query';
import { ID_LIST, ID_PARAMS, parseIds, programmeQueryError } from './query-schema';

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

const personRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: programmeQueryError, config: { publicCache: true } };
  for (const lang of LANGS) {
    app.get<{ Querystring: { category?: string } }>(
      `/${lang}/api/persons/`,
      { ...common, schema: { querystring: { type: 'object', properties: { category: ID_LIST } } } },
      async (request): Promise<PersonListItem[]> => {
        const category = parseIds(request.query.category);
        const rows = await app.db
          .select()
          .from(persons)
          .where(
            and(
              eq(persons.isEnsemble, true),
              category ? sql`exists (select 1 from ${personCategoryLinks} where ${personCategoryLinks.personId} = ${persons.id} and ${inArray(personCategoryLinks.categoryId, category)})` : undefined,
            ),
          )
          .orderBy(asc(persons.position), asc(persons.id));
        return withImages(app.db, await toPersonItems(app.db, rows, lang), lang);
      },
    );

    app.get<{ Params: { id: string } }>(`/${lang}/api/persons/:id/`, { ...common, schema: { params: ID_PARAMS } }, async (request): Promise<PersonDetail> => {
      const id = Number(request.params.id);
      const [row] = await app.db.select().from(persons).where(and(eq(persons.id, id), eq(persons.isEnsemble, true)));
      if (!row) throw notFound();
      const { from } = lowerBound(undefined);
      const [[item], productions, dates] = await Promise.all([
        toPersonItems(app.db, [row], lang),
        findProductions(app.db, { from, playing: false, person: id }, { page: 1, size: 50 }),
        allEvents(app.db, { from, person: id }, 20),
      ]);
      const detail: PersonDetail = {
        ...item!,
        urls: entityUrls('ensemble-person', row.id, row.slug),
        bio: pickText(row.bio, lang),
        productions: await toProductionItems(app.db, productions.rows, lang),
        events: await toEventListItems(app.db, dates, lang),
      };
      return withImages(app.db, detail, lang);
    });
  }
};

export default personRoutes;
