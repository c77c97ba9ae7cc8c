/**
 * Google's Event rich-result guidelines as a checker, written from Google's
 * documented property list (developers.google.com/search/docs/appearance/structured-data/event):
 * required name, startDate and location (a Place with a PostalAddress); recommended description,
 * endDate, eventAttendanceMode, eventStatus, image, offers (availability, price, priceCurrency, url;
 * validFrom only for offers sold from a date), organizer (name, url), performer (name) and, for a
 * rescheduled event, previousStartDate. Each present property must also have its schema.org type.
 * Answers the problems found; an empty list is a valid event.
 */

type Node = Record<string, unknown>;

const SCHEMA = 'https://schema.org/';
/** ISO 8601 date-time with seconds optional and a zone (Google: "use the venue's time zone offset"). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const EVENT_STATUSES = ['EventScheduled', 'EventCancelled', 'EventPostponed', 'EventRescheduled', 'EventMovedOnline'].map((s) => SCHEMA + s);
const ATTENDANCE_MODES = ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'].map((s) => SCHEMA + s);
/** schema.org ItemAvailability; Google names InStock, SoldOut and PreOrder, the others are valid members. */
const AVAILABILITIES = ['InStock', 'SoldOut', 'PreOrder', 'LimitedAvailability', 'OutOfStock', 'PreSale', 'BackOrder', 'Discontinued', 'InStoreOnly', 'OnlineOnly', 'SoldOut', 'MadeToOrder', 'Reserved'].map((s) => SCHEMA + s);
const PERFORMER_TYPES = ['Person', 'PerformingGroup', 'Organization', 'MusicGroup', 'TheaterGroup', 'DanceGroup'];

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const typeOf = (node: Node): string[] => list(node['@type']).filter((t): t is string => typeof t === 'string');

export interface EventCheckOptions {
  /** robots.txt Disallow prefixes: an offer's url must be one a crawler may fetch. */
  disallowed?: readonly string[];
}

export function googleEventProblems(event: unknown, { disallowed = [] }: EventCheckOptions = {}): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  if (!isNode(event)) return ['not an object'];
  need(typeOf(event).some((t) => t === 'Event' || t.endsWith('Event')), `@type is ${JSON.stringify(event['@type'])}, not an Event type`);

  // Required.
  need(isText(event.name), 'required name (Text) missing');
  need(typeof event.startDate === 'string' && DATE_TIME.test(event.startDate), `required startDate (DateTime with offset) is ${JSON.stringify(event.startDate)}`);
  const location = event.location;
  if (!isNode(location)) problems.push('required location (Place) missing');
  else {
    need(typeOf(location).includes('Place'), 'location is not a Place');
    need(isText(location.name), 'location.name (Text) missing');
    const address = location.address;
    if (!isNode(address) || !typeOf(address).includes('PostalAddress')) problems.push('required location.address (PostalAddress) missing');
    else {
      for (const key of ['streetAddress', 'addressLocality', 'postalCode']) need(isText(address[key]), `location.address.${key} (Text) missing`);
      need(typeof address.addressCountry === 'string' && /^[A-Z]{2}$/.test(address.addressCountry), 'location.address.addressCountry is not an ISO 3166-1 code');
    }
    for (const feature of list(location.amenityFeature)) {
      need(isNode(feature) && typeOf(feature).includes('LocationFeatureSpecification') && isText(feature.name) && typeof feature.value === 'boolean', 'location.amenityFeature is not a named LocationFeatureSpecification with a boolean value');
    }
  }

  // Recommended.
  need(isText(event.description), 'recommended description (Text) missing');
  need(typeof event.endDate === 'string' && DATE_TIME.test(event.endDate), `recommended endDate (DateTime) is ${JSON.stringify(event.endDate)}`);
  if (typeof event.endDate === 'string' && typeof event.startDate === 'string') need(Date.parse(event.endDate) >= Date.parse(event.startDate), 'endDate before startDate');
  need(ATTENDANCE_MODES.includes(event.eventAttendanceMode as string), `recommended eventAttendanceMode is ${JSON.stringify(event.eventAttendanceMode)}`);
  need(EVENT_STATUSES.includes(event.eventStatus as string), `recommended eventStatus is ${JSON.stringify(event.eventStatus)}`);
  const images = list(event.image);
  need(images.length > 0 && images.every(isUrl), 'recommended image (absolute URL or a list of them) missing');
  const offers = list(event.offers);
  need(offers.length > 0, 'recommended offers missing');
  for (const offer of offers) {
    if (!isNode(offer) || !typeOf(offer).includes('Offer')) {
      problems.push('an offer is not an Offer');
      continue;
    }
    need(AVAILABILITIES.includes(offer.availability as string), `offers.availability is ${JSON.stringify(offer.availability)}`);
    const price = offer.price;
    need((typeof price === 'number' && price >= 0) || (typeof price === 'string' && /^\d+(\.\d+)?$/.test(price)), `offers.price (Number) is ${JSON.stringify(price)}`);
    need(typeof offer.priceCurrency === 'string' && /^[A-Z]{3}$/.test(offer.priceCurrency), `offers.priceCurrency (ISO 4217) is ${JSON.stringify(offer.priceCurrency)}`);
    if (!isUrl(offer.url)) problems.push(`offers.url (URL) is ${JSON.stringify(offer.url)}`);
    else {
      const path = new URL(offer.url).pathname;
      const blocked = disallowed.find((prefix) => prefix && path.startsWith(prefix));
      need(!blocked, `offers.url ${path} is disallowed to crawlers by robots.txt (${blocked})`);
    }
    if (offer.validFrom !== undefined) need(typeof offer.validFrom === 'string' && DATE_TIME.test(offer.validFrom), 'offers.validFrom is not a DateTime');
  }
  const organizers = list(event.organizer);
  need(organizers.length > 0, 'recommended organizer missing');
  for (const organizer of organizers) {
    need(isNode(organizer) && (typeOf(organizer).includes('Organization') || typeOf(organizer).includes('Person')) && isText(organizer.name), 'organizer is not a named Organization or Person');
    need(isNode(organizer) && isUrl(organizer.url), 'recommended organizer.url missing');
  }
  const performers = list(event.performer);
  need(performers.length > 0, 'recommended performer missing');
  for (const performer of performers) need(isNode(performer) && typeOf(performer).some((t) => PERFORMER_TYPES.includes(t)) && isText(performer.name), 'performer is not a named Person or group');
  const previous = list(event.previousStartDate);
  if (event.eventStatus === `${SCHEMA}EventRescheduled`) need(previous.length > 0, 'a rescheduled event names its previousStartDate');
  for (const date of previous) need(typeof date === 'string' && DATE_TIME.test(date), 'previousStartDate is not a DateTime');
  return problems;
}

/** The Disallow prefixes of a robots.txt's group for every crawler (`User-agent: *`). */
export function disallowedPaths(robots: string): string[] {
  const paths: string[] = [];
  let applies = false;
  for (const raw of robots.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    const [key, ...rest] = line.split(':');
    const value = rest.join(':').trim();
    if (/^user-agent$/i.test(key ?? '')) applies = value === '*';
    else if (applies && /^disallow$/i.test(key ?? '') && value) paths.push(value);
  }
  return paths;
}

/** Every JSON-LD block of an HTML page, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}
