/**
 * The filter option lists (SPEC §7 "option lists"; SPEC §3 "Event filter", "Production filter"):
 * `{id, name}` in the `?lang=` language, in the editors' order. Event tags and series are listed only
 * when they are meant for the filter (show_in_filter).
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ExhibitionTypeOption, FilterOption, SeasonOption } from '../../../common/api/programme';
import type { EventFilterOptions } from '../../../common/api/types';
import { ACCESS_FEATURE_IDS, ACCESS_FEATURE_LABELS, ACCESS_FEATURES } from '../../../common/api/access';
import { pickText, type Localized } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { eventTags, exhibitionTypes, genres, personCategories, productionTags, rooms, seasons, series } from '../../db/schema';
import * as endpoints from '../../../common/api/endpoints';
import { LANG_QUERY } from '../../../common/api/query-schemas';
import { langOf } from '../http/lang';
import { serve } from '../http/serve';
import { isoToQueryDate } from './berlin-day';
import { programmeQueryError } from './query-schema';

type OptionTable = typeof rooms | typeof eventTags | typeof genres | typeof productionTags | typeof personCategories | typeof series;

export async function options(db: Db, table: OptionTable, lang: Lang, where?: SQL): Promise<FilterOption[]> {
  const rows: { id: number; name: Localized }[] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(where)
    .orderBy(asc(table.position), asc(table.id));
  return rows.map((r) => ({ id: r.id, name: pickText(r.name, lang) }));
}

export async function exhibitionTypeOptions(db: Db, lang: Lang): Promise<ExhibitionTypeOption[]> {
  const rows = await db.select().from(exhibitionTypes).orderBy(asc(exhibitionTypes.position), asc(exhibitionTypes.id));
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: pickText(r.name, lang) }));
}

export async function seasonOptions(db: Db, lang: Lang): Promise<SeasonOption[]> {
  const rows = await db.select().from(seasons).orderBy(asc(seasons.startsOn));
  return rows.map((r) => ({ id: r.id, name: pickText(r.name, lang), starts_on: isoToQueryDate(r.startsOn), ends_on: isoToQueryDate(r.endsOn) }));
}

const SIMPLE = {
  '/api/rooms/': [rooms],
  '/api/event-tags/': [eventTags, eq(eventTags.showInFilter, true)],
  '/api/series/': [series, eq(series.showInFilter, true)],
  '/api/genres/': [genres],
  '/api/production-tags/': [productionTags],
  '/api/person-categories/': [personCategories],
} satisfies Record<OptionEndpoint['path'], [table: OptionTable, where?: SQL]>;

/** The option lists that are one table each, by their endpoint. */
const SIMPLE_ENDPOINTS = [endpoints.rooms, endpoints.eventTags, endpoints.seriesOptions, endpoints.genres, endpoints.productionTags, endpoints.personCategories];
type OptionEndpoint = (typeof SIMPLE_ENDPOINTS)[number];

const simple = (db: Db, path: keyof typeof SIMPLE, lang: Lang) => {
  const [table, where] = SIMPLE[path] as [OptionTable, SQL?];
  return options(db, table, lang, where);
};

/** The event filter's option lists (SPEC §3 "Event filter"), each as its option route answers it. */
export async function eventFilterOptions(db: Db, lang: Lang): Promise<EventFilterOptions> {
  const [room, type, tag, seriesOptions, genre] = await Promise.all([
    simple(db, '/api/rooms/', lang),
    exhibitionTypeOptions(db, lang),
    simple(db, '/api/event-tags/', lang),
    simple(db, '/api/series/', lang),
    simple(db, '/api/genres/', lang),
  ]);
  return { room, type, tag, series: seriesOptions, genre, access: accessOptions(lang) };
}

/** The access features with their fixed ids (the same in every content version). */
export const accessOptions = (lang: Lang): FilterOption[] => ACCESS_FEATURES.map((code) => ({ id: ACCESS_FEATURE_IDS[code], name: ACCESS_FEATURE_LABELS[code][lang] }));

const ROUTE = { schema: { querystring: LANG_QUERY }, schemaErrorFormatter: programmeQueryError, config: { publicCache: true } };

const optionRoutes: FastifyPluginAsync = async (app) => {
  for (const endpoint of SIMPLE_ENDPOINTS) serve(app, endpoint, ROUTE, (request) => simple(app.db, endpoint.path, langOf(request.query)));
  serve(app, endpoints.exhibitionTypes, ROUTE, (request) => exhibitionTypeOptions(app.db, langOf(request.query)));
  serve(app, endpoints.accessFeatures, ROUTE, (request) => accessOptions(langOf(request.query)));
  serve(app, endpoints.seasons, ROUTE, (request) => seasonOptions(app.db, langOf(request.query)));
};

export default optionRoutes;
