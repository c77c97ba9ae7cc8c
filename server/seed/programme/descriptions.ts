/**
 * Body texts of the demo's events, productions and series. The lead is shown once, at the top of a
 * detail page; description and container say something else (what the format is like, what to know
 * before coming), so a page never repeats its lead.
 */
import { l, type Localized } from '../../../common/i18n/localized';

const p = (de: string, en: string): Localized => l(`<p>${de}</p>`, `<p>${en}</p>`);

/** What to expect of each exhibition type (catalogue.ts EXHIBITION_TYPES, same order). */
export const FORMAT_NOTES: readonly Localized[] = [
  p('Das Konzert dauert etwa 90 Minuten mit einer Pause. Im Kuppelraum sitzen Sie nah an den Musikerinnen und Musikern.', 'The concert lasts about 90 minutes with one interval. In the dome room you sit close to the musicians.'),
  p('Die Vorstellung dauert etwa zwei Stunden mit einer Pause. Nach der Vorstellung lädt das Ensemble zum Gespräch im Foyer ein.', 'The performance lasts about two hours with one interval. Afterwards the ensemble invites you to talk in the foyer.'),
  p('Nach der Lesung ist Zeit für Fragen und Gespräch; der Büchertisch ist ab Einlass geöffnet.', 'After the reading there is time for questions and conversation; the book table is open from admission.'),
  p('Die Führung dauert etwa 60 Minuten und ist für Gruppen bis 25 Personen gedacht. Festes Schuhwerk empfohlen: ein Teil führt über den Hof.', 'The tour lasts about 60 minutes for groups of up to 25. Sturdy shoes recommended: part of it crosses the courtyard.'),
  p('Die Ausstellung ist während der Öffnungszeiten frei zugänglich; eine Audioführung liegt an der Kasse bereit.', 'The exhibition is open during opening hours; an audio guide is available at the box office.'),
  p('Das Gespräch dauert etwa 75 Minuten; Fragen aus dem Publikum sind ausdrücklich willkommen.', 'The talk lasts about 75 minutes; questions from the audience are expressly welcome.'),
];

/** The page-editor container's text of every demo event: what to know before coming. */
export const VISIT_NOTE: Localized = p(
  'Einlass 30 Minuten vor Beginn. Alle Säle sind stufenlos erreichbar; Plätze für Rollstühle buchen Sie bitte an der Kasse.',
  'Admission 30 minutes before the start. Every hall is step-free; please book wheelchair spaces at the box office.',
);

/** The description of every demo series: how booking works. */
export const SERIES_NOTE: Localized = p(
  'Mit dem Abonnement sichern Sie sich denselben Platz für alle Termine der Reihe und sparen gegenüber Einzelkarten. Einzelkarten gibt es für jeden Termin.',
  'A subscription keeps the same seat for every date of the series and costs less than single tickets. Single tickets are sold for each date.',
);
