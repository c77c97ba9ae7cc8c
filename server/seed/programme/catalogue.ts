/**
 * The programme's fixed vocabulary for the demo: rooms, exhibition types, tags, series,
 * genres, seasons, production tags, venues and ensemble categories, in German and English.
 */
import { l } from '../../../common/i18n/localized';
import { VENUE } from '../content/venue';

export const ROOMS = [
  l('Großer Saal', 'Main Hall'),
  l('Empore', 'Gallery'),
  l('Kuppelraum', 'Dome Room'),
  l('Hof', 'Courtyard'),
  l('Seminarraum', 'Seminar Room'),
] as const;

export const EXHIBITION_TYPES = [
  { slug: 'konzert', name: l('Konzert', 'Concert') },
  { slug: 'theater', name: l('Theater', 'Theatre') },
  { slug: 'lesung', name: l('Lesung', 'Reading') },
  { slug: 'fuehrung', name: l('Führung', 'Guided tour') },
  { slug: 'ausstellung', name: l('Ausstellung', 'Exhibition') },
  { slug: 'gespraech', name: l('Gespräch', 'Talk') },
] as const;

/** The last tag is for editors' own grouping only and stays out of the filter (SPEC §3 show_in_filter). */
export const EVENT_TAGS = [
  { name: l('Für Familien', 'For families'), showInFilter: true },
  { name: l('Barrierefrei', 'Accessible'), showInFilter: true },
  { name: l('Premiere', 'Premiere'), showInFilter: true },
  { name: l('Eintritt frei', 'Free admission'), showInFilter: true },
  { name: l('Klezmer', 'Klezmer'), showInFilter: true },
  { name: l('Jüdische Kulturwochen', 'Jewish Culture Weeks'), showInFilter: true },
  { name: l('Auf Englisch', 'In English'), showInFilter: true },
  { name: l('Für Schulklassen', 'For school classes'), showInFilter: true },
  { name: l('Intern: Pressetermin', 'Internal: press date'), showInFilter: false },
] as const;

export const SERIES = [
  {
    slug: l('kammerkonzerte', 'chamber-concerts'),
    name: l('Kammerkonzerte am Sonntag', 'Sunday Chamber Concerts'),
    lead: l('Sechs Matineen mit Musik jüdischer Komponistinnen und Komponisten.', 'Six matinées with music by Jewish composers.'),
    isSubscription: true,
    showInFilter: true,
  },
  {
    slug: l('literatur-im-kuppelraum', 'literature-in-the-dome'),
    name: l('Literatur im Kuppelraum', 'Literature in the Dome'),
    lead: l('Autorinnen und Autoren lesen aus neuen Büchern und sprechen mit dem Publikum.', 'Authors read from new books and talk with the audience.'),
    isSubscription: false,
    showInFilter: true,
  },
  {
    slug: l('juedische-wochenenden', 'jewish-weekends'),
    name: l('Jüdische Wochenenden', 'Jewish Weekends'),
    lead: l('Ein Wochenende im Monat: Schabbat-Kultur mit Musik, Essen und Gesprächen.', 'One weekend a month: Shabbat culture with music, food and conversation.'),
    isSubscription: true,
    showInFilter: true,
  },
  {
    slug: l('hausgeschichten', 'house-stories'),
    name: l('Hausgeschichten', 'House Stories'),
    lead: l('Führungen zur Geschichte der Alten Synagoge.', 'Guided tours on the history of the Old Synagogue.'),
    isSubscription: false,
    showInFilter: false,
  },
] as const;

export const GENRES = [l('Klassik', 'Classical'), l('Klezmer und Weltmusik', 'Klezmer and world music'), l('Schauspiel', 'Drama'), l('Literatur', 'Literature'), l('Geschichte', 'History')] as const;

export const PRODUCTION_TAGS = [l('Uraufführung', 'World premiere'), l('Gastspiel', 'Guest performance'), l('Eigenproduktion', 'In-house production'), l('Für junges Publikum', 'For young audiences')] as const;

export const PERSON_CATEGORIES = [l('Ensemble', 'Ensemble'), l('Musik', 'Music'), l('Regie und Dramaturgie', 'Direction and dramaturgy'), l('Vermittlung', 'Education')] as const;

export const VENUES = [
  {
    slug: l('alte-synagoge', 'old-synagogue'),
    name: l('Alte Synagoge', 'Old Synagogue'),
    lead: l('Das Haupthaus: Großer Saal, Empore und Kuppelraum unter einem Dach.', 'The main house: main hall, gallery and dome room under one roof.'),
    description: l(
      '<p>Die 1904 eingeweihte Synagoge wurde 1938 verwüstet und 1994 als Kulturzentrum wiedereröffnet. Der Eingang liegt am Synagogenplatz; alle Räume sind stufenlos erreichbar.</p>',
      '<p>Consecrated in 1904, the synagogue was devastated in 1938 and reopened as a cultural centre in 1994. The entrance is on Synagogenplatz; every room can be reached step-free.</p>',
    ),
    // The house's address is written once (content/venue.ts): footer, imprint and JSON-LD agree.
    street: VENUE.street,
    postalCode: VENUE.postcode,
    city: VENUE.city,
  },
  {
    slug: l('gemeindehaus', 'community-house'),
    name: l('Gemeindehaus', 'Community House'),
    lead: l('Seminarraum und Hof, fünf Minuten zu Fuß vom Haupthaus.', 'Seminar room and courtyard, a five-minute walk from the main house.'),
    description: l('<p>Im ehemaligen Gemeindehaus finden Workshops, Gespräche und im Sommer Konzerte im Hof statt.</p>', '<p>The former community house hosts workshops, talks and, in summer, concerts in the courtyard.</p>'),
    street: 'Hirschstraße 12',
    postalCode: VENUE.postcode,
    city: VENUE.city,
  },
  {
    slug: l('stadttheater', 'city-theatre'),
    name: l('Stadttheater Lindenberg', 'Lindenberg City Theatre'),
    lead: l('Unser Partner für große Gastspiele.', 'Our partner for large guest performances.'),
    description: l('<p>Für Produktionen, die mehr Platz brauchen, spielen wir im Stadttheater am Marktplatz.</p>', '<p>Productions that need more space play at the City Theatre on the market square.</p>'),
    street: 'Marktplatz 3',
    postalCode: VENUE.postcode,
    city: VENUE.city,
  },
] as const;
