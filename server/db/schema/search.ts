/**
 * Site search (ARCHITECTURE "Search"): one document per searchable entity and
 * language, written only by the triggers of migration `search-triggers`, so the index changes in the
 * same transaction as the content and is never stale. The functions it calls (`search_vector`,
 * `search_unaccent`) come from the custom migration `search-functions`.
 */
import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGS, type Lang } from '../../../common/routes';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What a document stands for; each kind has its page route (server/features/search/hit-url.ts). */
export type SearchKind = 'event' | 'production' | 'person' | 'article' | 'page';

export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<SearchKind>().notNull(),
    entityId: integer('entity_id').notNull(),
    lang: text('lang').$type<Lang>().notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull(),
    body: text('body').notNull(),
    /** Slug of the entity's page in this language; CMS pages keep their full `path` instead. */
    slug: text('slug').notNull().default(''),
    path: text('path'),
    imageId: integer('image_id'),
    /** Events only: upcoming ones are listed before past ones. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    isOnline: boolean('is_online').notNull(),
    onlineFrom: timestamp('online_from', { withTimezone: true }),
    onlineTo: timestamp('online_to', { withTimezone: true }),
    /**
     * When a module of the entity next enters or leaves its online window: the body indexed only the
     * modules visible when it was written, so at this instant it is written again (see
     * server/features/search/window-sweep.ts).
     */
    staleAt: timestamp('stale_at', { withTimezone: true }),
    /**
     * Events and productions: the title in the other language, so 'dybbuk' finds 'Der Dibbuk' on the
     * German side. Searched, never shown; empty where both titles are the same.
     */
    otherTitle: text('other_title').notNull().default(''),
    /** Weighted title A > lead and other title B > body C, in the language's unaccenting configuration. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`search_vector(lang, title, lead, body, other_title)`),
    /** The title alone, for the autocomplete's prefix matching without reading whole documents. */
    titleSearch: tsvector('title_search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector(search_config(lang), title)`),
    /** Lowercased, unaccented title for trigram matching (autocomplete, typos). */
    titleNorm: text('title_norm')
      .notNull()
      .generatedAlwaysAs(sql`search_unaccent(lower(title))`),
  },
  // Every query reads one language: an index per language spares the planner a second index for
  // `lang` (docs/PERFORMANCE.md: autocomplete < 15 ms, search < 30 ms at 10,000 extra documents).
  (t) => [
    uniqueIndex('search_documents_entity_idx').on(t.kind, t.entityId, t.lang),
    index('search_documents_stale_idx').on(t.staleAt).where(sql`stale_at is not null`),
    ...LANGS.flatMap((lang) => {
      const only = sql.raw(`lang = '${lang}'`);
      return [
        index(`search_documents_search_${lang}_idx`).using('gin', t.search).where(only),
        index(`search_documents_title_search_${lang}_idx`).using('gin', t.titleSearch).where(only),
        index(`search_documents_title_trgm_${lang}_idx`).using('gin', t.titleNorm.op('gin_trgm_ops')).where(only),
      ];
    }),
  ],
);

/**
 * The words of the search documents per language with the number of documents holding each (DECISIONS
 * "Search that forgives"), kept by a trigger on search_documents (migration `search-forgives`): what 'Meinten
 * Sie …?' corrects a typo to and what the autocomplete completes a word with. `norm` is the word
 * unaccented (führ → fuhr) for trigram matching.
 */
export const searchWords = pgTable(
  'search_words',
  {
    lang: text('lang').$type<Lang>().notNull(),
    word: text('word').notNull(),
    norm: text('norm')
      .notNull()
      .generatedAlwaysAs(sql`search_unaccent(word)`),
    documents: integer('documents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.word] }),
    ...LANGS.map((lang) => index(`search_words_norm_trgm_${lang}_idx`).using('gin', t.norm.op('gin_trgm_ops')).where(sql.raw(`lang = '${lang}'`))),
  ],
);

/** Submitted searches per Berlin day and normalized query, for the dashboard. */
export const searchQueryStats = pgTable(
  'search_query_stats',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);
