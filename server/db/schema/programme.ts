/**
 * The programme: events with their options (rooms, exhibition types, tags, series, genres),
 * productions and seasons, the ensemble, venues, teasers, and the ticketing data kept per event
 * (seat groups, prices, timeslots: SPEC §3) that the ticket-shop sync fills.
 */
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AccessFeature, EventStatus } from '../../../common/api/access';
import type { EditorSeatGroup } from '../../../common/api/event-prices';
import type { ColourTheme, PageVariant } from '../../../common/api/types';
import type { Localized } from '../../../common/i18n/localized';
import { createdAt, localized, updatedAt } from './columns';
import { media } from './media';

const imageRef = (name: string) => integer(name).references(() => media.id, { onDelete: 'set null' });
/** Further images (sliders), in order, as media ids. */
const gallery = () => jsonb('gallery').$type<number[]>().notNull().default([]);
const position = () => integer('position').notNull().default(0);

export const rooms = pgTable('rooms', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  position: position(),
  /** Facts of the place, kept once; an event in the room has them (common/api/access.ts). */
  stepFree: boolean('step_free').notNull().default(false),
  inductionLoop: boolean('induction_loop').notNull().default(false),
});

/** Exhibition types keep their slug: the option lists name them by it (SPEC §3 "Event filter"). */
export const exhibitionTypes = pgTable(
  'exhibition_types',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: localized('name'),
    position: position(),
  },
  (t) => [uniqueIndex('exhibition_types_slug_idx').on(t.slug)],
);

export const eventTags = pgTable('event_tags', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  /** SPEC §3: only tags with this flag appear among the filter options. */
  showInFilter: boolean('show_in_filter').notNull().default(true),
  position: position(),
});

export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  position: position(),
});

export const seasons = pgTable('seasons', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
});

export const productionTags = pgTable('production_tags', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  position: position(),
});

export const venues = pgTable('venues', {
  id: serial('id').primaryKey(),
  slug: localized('slug'),
  name: localized('name'),
  lead: localized('lead'),
  description: localized('description'),
  street: text('street').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  mapUrl: text('map_url').notNull().default(''),
  imageId: imageRef('image_id'),
  gallery: gallery(),
  position: position(),
  /** An event at the venue without a room of its own has these. */
  stepFree: boolean('step_free').notNull().default(false),
  inductionLoop: boolean('induction_loop').notNull().default(false),
});

/** Series and subscriptions (SPEC §2 "/series", "/abonnements"). */
export const series = pgTable('series', {
  id: serial('id').primaryKey(),
  slug: localized('slug'),
  name: localized('name'),
  lead: localized('lead'),
  description: localized('description'),
  imageId: imageRef('image_id'),
  isSubscription: boolean('is_subscription').notNull().default(false),
  /** SPEC §3: only series with this flag appear among the filter options. */
  showInFilter: boolean('show_in_filter').notNull().default(true),
  ticketUrl: text('ticket_url').notNull().default(''),
  position: position(),
});

export const personCategories = pgTable('person_categories', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  position: position(),
});

/** The ensemble (SPEC §2 "/ensemble"). */
export const persons = pgTable('persons', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  role: localized('role'),
  bio: localized('bio'),
  imageId: imageRef('image_id'),
  isEnsemble: boolean('is_ensemble').notNull().default(true),
  position: position(),
});

export const personCategoryLinks = pgTable(
  'person_category_links',
  {
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => personCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.personId, t.categoryId] }), index('person_category_links_category_idx').on(t.categoryId)],
);

export const productions = pgTable(
  'productions',
  {
    id: serial('id').primaryKey(),
    slug: localized('slug'),
    title: localized('title'),
    preline: localized('preline'),
    subline: localized('subline'),
    lead: localized('lead'),
    description: localized('description'),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    exhibitionTypeId: integer('exhibition_type_id').references(() => exhibitionTypes.id, { onDelete: 'set null' }),
    imageId: imageRef('image_id'),
    gallery: gallery(),
    videoUrl: text('video_url').notNull().default(''),
    promoter: localized('promoter'),
    /** Access features every date of the production has; each event may add more. */
    accessFeatures: text('access_features').array().$type<AccessFeature[]>().notNull().default(sql`'{}'`),
    surtitleLanguages: localized('surtitle_languages'),
    isOnline: boolean('is_online').notNull().default(true),
    theme: text('theme').$type<ColourTheme>(),
    variant: text('variant').$type<PageVariant>().notNull().default('default'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('productions_season_idx').on(t.seasonId), index('productions_exhibition_type_idx').on(t.exhibitionTypeId)],
);

export const productionTagLinks = pgTable(
  'production_tag_links',
  {
    productionId: integer('production_id').notNull().references(() => productions.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => productionTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productionId, t.tagId] }), index('production_tag_links_tag_idx').on(t.tagId)],
);

export const productionPersons = pgTable(
  'production_persons',
  {
    id: serial('id').primaryKey(),
    productionId: integer('production_id').notNull().references(() => productions.id, { onDelete: 'cascade' }),
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    role: localized('role'),
    position: position(),
  },
  (t) => [index('production_persons_production_idx').on(t.productionId), index('production_persons_person_idx').on(t.personId)],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    /** The event's id in the ticket shop (ARCHITECTURE "Ticket shop"). */
    idJet: integer('id_jet'),
    slug: localized('slug'),
    title: localized('title'),
    preline: localized('preline'),
    subline: localized('subline'),
    lead: localized('lead'),
    description: localized('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    exhibitionTypeId: integer('exhibition_type_id').references(() => exhibitionTypes.id, { onDelete: 'set null' }),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
    genreId: integer('genre_id').references(() => genres.id, { onDelete: 'set null' }),
    productionId: integer('production_id').references(() => productions.id, { onDelete: 'set null' }),
    imageId: imageRef('image_id'),
    gallery: gallery(),
    ticketUrl: text('ticket_url').notNull().default(''),
    /** A label such as "Premiere" or "Neu im Programm"; empty for none. */
    eventTypeNew: localized('event_type_new'),
    /** Where the event stands, with the note visitors read (common/api/access.ts). */
    status: text('status').$type<EventStatus>().notNull().default('scheduled'),
    /** The start before it was rescheduled. */
    previousStartsAt: timestamp('previous_starts_at', { withTimezone: true }),
    statusNote: localized('status_note'),
    /** Besides these, the production's and the room's or venue's. */
    accessFeatures: text('access_features').array().$type<AccessFeature[]>().notNull().default(sql`'{}'`),
    surtitleLanguages: localized('surtitle_languages'),
    accessNote: localized('access_note'),
    /** Seat groups and prices an editor gives (the shop's, when it has any, win: docs/DECISIONS.md). */
    priceList: jsonb('price_list').$type<EditorSeatGroup[]>().notNull().default([]),
    /** 'Eintritt frei': no prices and no ticket link shown. */
    freeAdmission: boolean('free_admission').notNull().default(false),
    /** 'ausverkauft' set by an editor: the event is sold out whatever the shop says. */
    soldOut: boolean('sold_out').notNull().default(false),
    /** RFC 5545 SEQUENCE, raised by a trigger (migration 0034) when what a calendar shows changes. */
    sequence: integer('sequence').notNull().default(0),
    isOnline: boolean('is_online').notNull().default(true),
    theme: text('theme').$type<ColourTheme>(),
    variant: text('variant').$type<PageVariant>().notNull().default('default'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The list query filters by one of these and reads in start order (docs/PERFORMANCE.md: < 20 ms at 5,000 extra events).
  (t) => [
    uniqueIndex('events_id_jet_idx').on(t.idJet),
    index('events_starts_at_idx').on(t.startsAt),
    index('events_room_starts_idx').on(t.roomId, t.startsAt),
    index('events_type_starts_idx').on(t.exhibitionTypeId, t.startsAt),
    index('events_series_starts_idx').on(t.seriesId, t.startsAt),
    index('events_genre_starts_idx').on(t.genreId, t.startsAt),
    index('events_production_starts_idx').on(t.productionId, t.startsAt),
    index('events_venue_idx').on(t.venueId),
  ],
);

export const eventTagLinks = pgTable(
  'event_tag_links',
  {
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => eventTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.tagId] }), index('event_tag_links_tag_idx').on(t.tagId, t.eventId)],
);

export const eventPersons = pgTable(
  'event_persons',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    personId: integer('person_id').notNull().references(() => persons.id, { onDelete: 'cascade' }),
    role: localized('role'),
    position: position(),
  },
  (t) => [index('event_persons_event_idx').on(t.eventId), index('event_persons_person_idx').on(t.personId)],
);

/** SPEC §3 "Seat group"; status 0 hides it (SPEC §5). */
export const seatGroups = pgTable(
  'seat_groups',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    /** The ticket shop's name of the group, e.g. "Parkett". */
    seatGroup: text('seat_group').notNull(),
    status: smallint('status').notNull().default(1),
    /** Seats left as of the last sync ('few seats left'); null before the first. */
    capacityLeft: integer('capacity_left'),
    text: localized('text'),
    position: position(),
  },
  (t) => [index('seat_groups_event_idx').on(t.eventId)],
);

/** SPEC §3 "Price item": the first of a seat group is the full price, the rest discounts (SPEC §9). */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    seatGroupId: integer('seat_group_id').notNull().references(() => seatGroups.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    saleTypeId: integer('sale_type_id').notNull(),
    name: localized('name'),
    text: localized('text'),
    hasDiscounts: boolean('has_discounts').notNull().default(false),
    position: position(),
  },
  (t) => [index('prices_seat_group_idx').on(t.seatGroupId), index('prices_event_idx').on(t.eventId)],
);

/** SPEC §3 "Timeslot"; status 0 hides it (SPEC §5). */
export const timeslots = pgTable(
  'timeslots',
  {
    id: serial('id').primaryKey(),
    seatGroupId: integer('seat_group_id').notNull().references(() => seatGroups.id, { onDelete: 'cascade' }),
    /** "HH:MM:SS" in Europe/Berlin, as the shop gives it (SPEC §9 shows the first five characters). */
    timeStart: text('time_start').notNull(),
    status: smallint('status').notNull().default(1),
    blockId: integer('block_id').notNull(),
  },
  (t) => [index('timeslots_seat_group_idx').on(t.seatGroupId)],
);

/** Teasers interleaved with the event list on the day of their `position` (SPEC §2 "Event list page", §3 "Teaser"). */
export const teasers = pgTable(
  'teasers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    linkUrl: jsonb('link_url').$type<Localized>(),
    preline: localized('preline'),
    headline: localized('headline'),
    subline: localized('subline'),
    linkText: localized('link_text'),
    /** A teaser may announce one event: the card then shows its date and links to its page when no link is given. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    imageId: imageRef('image_id'),
    position: date('position').notNull(),
    /** Display styling: a colour theme for the card. */
    theme: text('theme').$type<ColourTheme>(),
    isOnline: boolean('is_online').notNull().default(true),
  },
  (t) => [index('teasers_position_idx').on(t.position)],
);

/** The visitors' short explanation of each access feature, edited in the hub. */
export const accessFeatureTexts = pgTable(
  'access_feature_texts',
  {
    id: serial('id').primaryKey(),
    code: text('code').$type<AccessFeature>().notNull(),
    explanation: localized('explanation'),
    position: position(),
  },
  (t) => [uniqueIndex('access_feature_texts_code_idx').on(t.code)],
);
