/**
 * API shapes of the programme (SPEC §3 and §7): option lists, calendar, events, productions,
 * ensemble, venues, series and teasers. Texts arrive in the requested language (German fallback).
 * Dates in queries and in `dates` are DD-MM-YYYY (SPEC §5); instants are ISO 8601 strings.
 */
import type { AccessFeatureItem, EventStatusInfo } from './access';
import type { PriceGroup } from './event-prices';
import type { ImageObj } from './media';
import type { ColourTheme, LangUrls, PageVariant, Paginated, Section } from './types';

/** Events and productions page size (SPEC §9). */
export const PROGRAMME_PAGE_SIZE = 10;
/** Largest page_size a client may ask for. */
export const PROGRAMME_MAX_PAGE_SIZE = 50;

/** A filter option (SPEC §3 "Event filter": options have id and name). */
export interface FilterOption {
  id: number;
  name: string;
}

/** An exhibition type keeps its slug beside the numeric id the filters use. */
export interface ExhibitionTypeOption extends FilterOption {
  slug: string;
}

export interface SeasonOption extends FilterOption {
  /** DD-MM-YYYY */
  starts_on: string;
  ends_on: string;
}

/** GET /api/calendar/: the Europe/Berlin days, from `date` on, that have events matching the filters. */
export interface CalendarDays {
  dates: string[];
}

/** A named reference with the page it links to, when it has one. */
export interface NamedLink {
  id: number;
  name: string;
  url: string | null;
}

/**
 * Where an event's ticket sale stands, by the server's clock and the shop's last sync:
 * on sale; few seats left; sold out (every seat group at status 0); started and still running; over.
 * Tickets are offered only while 'open' or 'few'. A cancelled or postponed event (its
 * status in the hub) is closed like a sold-out one.
 */
export type SaleState = 'open' | 'few' | 'sold_out' | 'running' | 'ended' | 'cancelled' | 'postponed';
/** Below this many seats left over the groups on sale, an event shows 'few seats left'. */
export const FEW_SEATS_LEFT = 10;
/** Whether tickets of an event in this state may be offered. */
export const onSale = (sale: SaleState | undefined): boolean => sale === undefined || sale === 'open' || sale === 'few';

/** One item of GET /{locale}/api/events/: what an event teaser card needs, and no more. */
export interface EventListItem extends EventStatusInfo {
  id: number;
  id_jet: number | null;
  title: string;
  preline: string;
  subline: string;
  /** ISO instant; group by its Europe/Berlin day. */
  starts_at: string;
  ends_at: string | null;
  room: FilterOption | null;
  image: ImageObj | null;
  /** The event page in the requested language. */
  url: string;
  tags: FilterOption[];
  /**
   * Lowest price above '0.00' as the shop writes it ('12.00'), or null (SPEC §5): the shop's prices
   * where it has any, else the editor's; null for free admission.
   */
  price_min: string | null;
  /** 'Eintritt frei': shown instead of prices and the ticket link. */
  free_admission: boolean;
  ticket_url: string;
  event_type_new: string;
  sale: SaleState;
  /** The event's, its production's and its room's or venue's access features, in filter order. */
  access: AccessFeatureItem[];
}

/** SPEC §3 "Timeslot": time_start "HH:MM:SS". */
export interface Timeslot {
  id: number;
  time_start: string;
  status: number;
  block_id: number;
}

/** SPEC §3 "Price item". */
export interface PriceItem {
  id: number;
  price: string;
  sale_type_id: number;
  seat_group: number;
  text: string;
  name: string;
  has_discounts: boolean;
}

/** SPEC §3 "Seat group": prices in order, the first the full price (SPEC §9). */
export interface SeatGroup {
  id: number;
  seat_group: string;
  status: number;
  text: string;
  prices: PriceItem[];
  timeslots: Timeslot[];
}

export interface PersonRole {
  id: number;
  name: string;
  role: string;
  image: ImageObj | null;
  /** The ensemble page, for ensemble members. */
  url: string | null;
}

export interface DesignFields {
  theme: ColourTheme | null;
  variant: PageVariant;
}

/** The variant as the `data-variant` the document's styles recolour by; none for the default. */
export const variantOf = (design: DesignFields): PageVariant | undefined => (design.variant === 'default' ? undefined : design.variant);

/** GET /{locale}/api/events/{id}/. */
export interface EventDetail extends EventListItem {
  urls: LangUrls;
  lead: string;
  /** Rich text (HTML). */
  description: string;
  /** The hub's access note of the event (e.g. the touch tour's time); empty when none. */
  access_note: string;
  /** Slug of the page-editor container holding the event's description modules (SPEC §7 container call). */
  container: string;
  /** Whether that container exists: the page asks for it only then, or when an editor may create it. */
  has_container: boolean;
  venue: NamedLink | null;
  exhibition_type: ExhibitionTypeOption | null;
  series: NamedLink | null;
  genre: FilterOption | null;
  production: NamedLink | null;
  persons: PersonRole[];
  gallery: ImageObj[];
  /** Prices of '0.00' left out (SPEC §3 "Event"); from the same source as `price_groups`. */
  prices: string[];
  /** The shop's seat groups: what the booking widget sells. */
  seat_groups: SeatGroup[];
  /**
   * The price list visitors read: the shop's seat groups with prices where it has
   * any, else the editor's; empty for free admission.
   */
  price_groups: PriceGroup[];
  /** The most tickets one visitor may hold for the event at once (the popup says so and keeps to it). */
  ticket_limit: number;
  design: DesignFields;
}

/** One item of GET /{locale}/api/productions/. */
export interface ProductionListItem {
  id: number;
  title: string;
  preline: string;
  subline: string;
  image: ImageObj | null;
  url: string;
  season: FilterOption | null;
  exhibition_type: ExhibitionTypeOption | null;
  tags: FilterOption[];
  /** The next event from the requested date on, or null when none is planned. */
  next_date: string | null;
}

/** GET /{locale}/api/productions/{id}/: what the detail sections need (SPEC §3 "Design settings" order). */
export interface ProductionDetail extends ProductionListItem {
  urls: LangUrls;
  lead: string;
  description: string;
  container: string;
  /** As on EventDetail. */
  has_container: boolean;
  gallery: ImageObj[];
  video_url: string;
  promoter: string;
  persons: PersonRole[];
  /** Upcoming dates of the production, in start order. */
  events: EventListItem[];
  design: DesignFields;
}

/** One member of the ensemble, GET /{locale}/api/persons/. */
export interface PersonListItem {
  id: number;
  name: string;
  role: string;
  image: ImageObj | null;
  url: string;
  categories: FilterOption[];
}

/** GET /{locale}/api/persons/{id}/. */
export interface PersonDetail extends PersonListItem {
  urls: LangUrls;
  bio: string;
  productions: ProductionListItem[];
  events: EventListItem[];
}

export interface VenueListItem {
  id: number;
  name: string;
  lead: string;
  image: ImageObj | null;
  url: string;
}

/** GET /{locale}/api/venues/{id}/. */
export interface VenueDetail extends VenueListItem {
  urls: LangUrls;
  description: string;
  address: { street: string; postal_code: string; city: string };
  map_url: string;
  gallery: ImageObj[];
  events: EventListItem[];
}

/** One item of GET /{locale}/api/series-list/ (the /abonnements listing): subscriptions first. */
export interface SeriesListItem {
  id: number;
  name: string;
  lead: string;
  image: ImageObj | null;
  is_subscription: boolean;
  ticket_url: string;
  url: string;
}

/** GET /{locale}/api/series/{id}/. */
export interface SeriesDetail extends SeriesListItem {
  description: string;
  urls: LangUrls;
  events: EventListItem[];
}

/** The event a teaser announces: its date on the card, its page as the link. */
export interface TeaserEvent {
  id: number;
  title: string;
  /** ISO instant. */
  starts_at: string;
  url: string;
}

/** GET /{locale}/api/teasers/ (SPEC §3 "Teaser"): shown among the events of the day of `position`. */
export interface Teaser {
  id: number;
  name: string;
  /** The teaser's own link, else its event's page; null when it has neither. */
  link: { url: string } | null;
  /** Null when the teaser names no event, or its event is offline or gone. */
  event: TeaserEvent | null;
  preline: string;
  headline: string;
  subline: string;
  link_text: string;
  image_obj: ImageObj | null;
  /** DD-MM-YYYY */
  position: string;
  theme: ColourTheme | null;
}

/**
 * Route data of the programme pages, inlined by the HTML shell's route loaders on first load and
 * fetched by the page itself after client navigation. `container` holds the description modules.
 */
export interface EventPageData {
  event: EventDetail;
  container: Section | null;
}

export interface ProductionPageData {
  production: ProductionDetail;
  container: Section | null;
}

/** The productions list below its CMS page: the filter options and the first page for the address's filters. */
export interface ProductionsPageData {
  seasons: SeasonOption[];
  types: ExhibitionTypeOption[];
  tags: FilterOption[];
  productions: Paginated<ProductionListItem>;
}
