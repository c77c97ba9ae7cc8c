/**
 * schema.org Event of an event detail page: name, dates with the
 * Berlin offset, status (cancelled, postponed, rescheduled with the previous start), place with its
 * postal address and access facts, images, description, offers and performers — what Google's Event
 * guidelines require and recommend (test/api/event-json-ld.test.ts checks each seeded event with test/helpers/google-event.ts).
 */
import type { AccessFeature, EventStatus } from '../../../common/api/access';
import type { EventDetail, SaleState } from '../../../common/api/programme';
import { isChargeable } from '../../../common/format/price';
import { berlinIso } from './berlin-iso';
import { absoluteUrl, plainText, shareImage } from './text';

export interface EventPlace {
  name: string;
  street: string;
  postal_code: string;
  city: string;
}

/** ISO 4217 codes of the currency signs the design settings may name (SPEC §3 "parsers for … currency"). */
const CURRENCY_CODES: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', 'Fr.': 'CHF' };
/** SPEC §9: the euro unless the settings say otherwise. */
const DEFAULT_CURRENCY_CODE = 'EUR';
/** Country of the venue's addresses (SPEC §9: Europe/Berlin, locale de-DE). */
const COUNTRY = 'DE';

export function currencyCode(sign: string): string {
  const trimmed = sign.trim();
  return CURRENCY_CODES[trimmed] ?? (/^[A-Z]{3}$/.test(trimmed) ? trimmed : DEFAULT_CURRENCY_CODE);
}

/** schema.org ItemAvailability of each sale state: a started event sells nothing any more. */
const AVAILABILITY: Record<SaleState, string> = {
  open: 'https://schema.org/InStock',
  few: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/SoldOut',
  running: 'https://schema.org/SoldOut',
  ended: 'https://schema.org/SoldOut',
  // Nothing is sold for a cancelled or postponed event.
  cancelled: 'https://schema.org/SoldOut',
  postponed: 'https://schema.org/SoldOut',
};

/**
 * schema.org EventStatusType of each hub state. A move to another room or venue is no status of its
 * own for schema.org: the location says where (Google: "update the location", EventMovedOnline is for
 * online only).
 */
const EVENT_STATUS: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  moved: 'https://schema.org/EventScheduled',
};

/** Facts of the place (schema.org LocationFeatureSpecification on the Place's amenityFeature). */
const PLACE_FEATURES: readonly AccessFeature[] = ['step-free', 'induction-loop', 'wheelchair'];
/**
 * Facts of the performance that schema.org's accessibilityFeature vocabulary names; it is a property
 * of the work performed (CreativeWork), not of the Event. Relaxed performances, touch tours and free
 * companions have no term there and stay on the page only.
 */
const WORK_FEATURES: Partial<Record<AccessFeature, string>> = {
  'audio-description': 'audioDescription',
  'sign-language': 'signLanguage',
  surtitles: 'openCaptions',
};

export interface EventJsonLdInput {
  event: EventDetail;
  place: EventPlace | null;
  currency: string;
  publicUrl: string;
  organizer: string;
}

export function eventJsonLd({ event, place, currency, publicUrl, organizer }: EventJsonLdInput): object {
  const pageUrl = absoluteUrl(event.url, publicUrl);
  const images = [event.image, ...event.gallery].map(shareImage).filter((i) => i !== null).map((i) => absoluteUrl(i.url, publicUrl));
  const prices = event.prices.filter(isChargeable);
  // Our embedded shop (/webshop/…) is closed to crawlers by robots.txt: offers name the
  // event's page, which leads to it; a foreign ticket address stays.
  const offerUrl = event.ticket_url && !event.ticket_url.startsWith('/webshop') ? absoluteUrl(event.ticket_url, publicUrl) : pageUrl;
  const priceCurrency = currencyCode(currency);
  const free = prices.length === 0 && !event.ticket_url;
  // A free event offers a price of 0; one sold without known prices still names where to buy.
  const offer = (price: string | null) => ({ '@type': 'Offer', ...(price === null ? {} : { price, priceCurrency }), url: offerUrl, availability: AVAILABILITY[event.sale] });
  const offers = prices.length ? prices.map(offer) : [offer(free ? '0' : null)];
  const roomName = event.room?.name;
  const { status, access } = event;
  const amenities = access.filter((a) => PLACE_FEATURES.includes(a.code)).map((a) => ({ '@type': 'LocationFeatureSpecification', name: a.name, value: true }));
  const workFeatures = access.map((a) => WORK_FEATURES[a.code]).filter((f) => f !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url: pageUrl,
    startDate: berlinIso(event.starts_at),
    ...(event.ends_at ? { endDate: berlinIso(event.ends_at) } : {}),
    eventStatus: EVENT_STATUS[status],
    // Google: the earlier start of a rescheduled event, its new one in startDate.
    ...(status === 'rescheduled' && event.previous_starts_at ? { previousStartDate: berlinIso(event.previous_starts_at) } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(place
      ? {
          location: {
            '@type': 'Place',
            name: roomName ? `${roomName}, ${place.name}` : place.name,
            address: { '@type': 'PostalAddress', streetAddress: place.street, postalCode: place.postal_code, addressLocality: place.city, addressCountry: COUNTRY },
            ...(amenities.length ? { amenityFeature: amenities } : {}),
          },
        }
      : {}),
    ...(images.length ? { image: images } : {}),
    description: plainText(event.lead || event.description),
    ...(free ? { isAccessibleForFree: true } : {}),
    offers,
    ...(event.persons.length ? { performer: event.persons.map((p) => ({ '@type': 'Person', name: p.name })) } : {}),
    ...(workFeatures.length ? { workPerformed: { '@type': 'CreativeWork', name: event.production?.name ?? event.title, accessibilityFeature: workFeatures } } : {}),
    organizer: { '@type': 'Organization', name: organizer, url: absoluteUrl('/', publicUrl) },
  };
}
