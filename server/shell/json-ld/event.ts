/**
 * schema.org Event of an event detail page (issue #3 point 5): name, dates with the Berlin offset,
 * status, place with its postal address, images, description, offers and performers.
 */
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

/** schema.org ItemAvailability of each sale state (issue #26): a started event sells nothing any more. */
const AVAILABILITY: Record<SaleState, string> = {
  open: 'https://schema.org/InStock',
  few: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/SoldOut',
  running: 'https://schema.org/SoldOut',
  ended: 'https://schema.org/SoldOut',
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
  // Our embedded shop (/webshop/…) is closed to crawlers by robots.txt (issue #26): offers name the
  // event's page, which leads to it; a foreign ticket address stays.
  const offerUrl = event.ticket_url && !event.ticket_url.startsWith('/webshop') ? absoluteUrl(event.ticket_url, publicUrl) : pageUrl;
  const priceCurrency = currencyCode(currency);
  const free = prices.length === 0 && !event.ticket_url;
  // A free event offers a price of 0; one sold without known prices still names where to buy.
  const offer = (price: string | null) => ({ '@type': 'Offer', ...(price === null ? {} : { price, priceCurrency }), url: offerUrl, availability: AVAILABILITY[event.sale] });
  const offers = prices.length ? prices.map(offer) : [offer(free ? '0' : null)];
  const roomName = event.room?.name;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url: pageUrl,
    startDate: berlinIso(event.starts_at),
    ...(event.ends_at ? { endDate: berlinIso(event.ends_at) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(place
      ? {
          location: {
            '@type': 'Place',
            name: roomName ? `${roomName}, ${place.name}` : place.name,
            address: { '@type': 'PostalAddress', streetAddress: place.street, postalCode: place.postal_code, addressLocality: place.city, addressCountry: COUNTRY },
          },
        }
      : {}),
    ...(images.length ? { image: images } : {}),
    description: plainText(event.lead || event.description),
    ...(free ? { isAccessibleForFree: true } : {}),
    offers,
    ...(event.persons.length ? { performer: event.persons.map((p) => ({ '@type': 'Person', name: p.name })) } : {}),
    organizer: { '@type': 'Organization', name: organizer, url: absoluteUrl('/', publicUrl) },
  };
}
