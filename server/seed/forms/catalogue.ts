/**
 * The two demo forms: a short contact form, and an application that uses every field
 * type of the form builder (SPEC §3), so the page and the tests see each one.
 */
import { FIELD_TYPES as T, type NumericFieldType } from '../../../common/forms/field-types';
import { l, type Localized } from '../../../common/i18n/localized';
import type { StoredChoice } from '../../db/schema';

export interface SeedField {
  slug: string;
  label: Localized;
  type: NumericFieldType;
  required?: boolean;
  visible?: boolean;
  choices?: StoredChoice[];
  default?: Localized;
  placeholder?: Localized;
  help?: Localized;
}

export interface SeedForm {
  slug: Localized;
  title: Localized;
  intro: Localized;
  successMessage: Localized;
  notifyEmail: string;
  fields: SeedField[];
}

const choice = (value: string, de: string, en: string): StoredChoice => ({ value, label: l(de, en) });

const privacy: SeedField = {
  slug: 'datenschutz',
  label: l('Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Angaben einverstanden.', 'I have read the privacy policy and agree to my details being processed.'),
  type: T.CHECKBOX,
  required: true,
};

export const CONTACT_FORM: SeedForm = {
  slug: l('kontakt', 'contact'),
  title: l('Kontakt', 'Contact'),
  intro: l(
    'Sie haben eine Frage zu unserem Programm, zu Führungen oder zur Vermietung unserer Räume? Schreiben Sie uns – wir antworten in der Regel innerhalb von zwei Werktagen.',
    'Do you have a question about our programme, guided tours or hiring our rooms? Write to us – we usually answer within two working days.',
  ),
  successMessage: l('Vielen Dank für Ihre Nachricht! Wir melden uns in der Regel innerhalb von zwei Werktagen.', 'Thank you for your message! We usually reply within two working days.'),
  notifyEmail: 'info@alte-synagoge-lindenberg.de',
  fields: [
    { slug: 'name', label: l('Vor- und Nachname', 'First and last name'), type: T.TEXT, required: true, placeholder: l('Erika Mustermann', 'Jane Doe') },
    { slug: 'email', label: l('E-Mail-Adresse', 'E-mail address'), type: T.EMAIL, required: true, placeholder: l('name@beispiel.de', 'name@example.com') },
    {
      slug: 'anliegen',
      label: l('Worum geht es?', 'What is it about?'),
      type: T.SELECT,
      required: true,
      choices: [
        choice('karten', 'Karten und Reservierungen', 'Tickets and reservations'),
        choice('fuehrung', 'Führungen für Gruppen', 'Guided tours for groups'),
        choice('vermietung', 'Vermietung von Räumen', 'Hiring a room'),
        choice('presse', 'Presseanfrage', 'Press enquiry'),
        choice('sonstiges', 'Etwas anderes', 'Something else'),
      ],
    },
    { slug: 'homepage', label: l('Ihre Website', 'Your website'), type: T.URL, placeholder: l('https://', 'https://'), help: l('Freiwillig, etwa für Presse- und Vermietungsanfragen.', 'Optional, e.g. for press and hire enquiries.') },
    { slug: 'nachricht', label: l('Ihre Nachricht', 'Your message'), type: T.TEXTAREA, required: true },
    privacy,
    { slug: 'quelle', label: l('Quelle', 'Source'), type: T.HIDDEN, default: l('website-kontakt') },
  ],
};

export const RESIDENCY_FORM: SeedForm = {
  slug: l('bewerbung-kuenstlerresidenz', 'artist-residency-application'),
  title: l('Bewerbung für die Künstlerresidenz', 'Application for the artist residency'),
  intro: l(
    'Jedes Jahr laden wir Künstlerinnen und Künstler für vier bis acht Wochen in unser Haus ein. Erzählen Sie uns von sich und Ihrem Vorhaben.\n\nBitte fügen Sie eine Arbeitsprobe als PDF, Bild oder Textdokument bei.',
    'Every year we invite artists to spend four to eight weeks in our house. Tell us about yourself and your project.\n\nPlease attach a work sample as a PDF, image or text document.',
  ),
  successMessage: l('Vielen Dank für Ihre Bewerbung! Die Jury entscheidet bis Ende des Monats; wir schreiben Ihnen in jedem Fall.', 'Thank you for your application! The jury decides by the end of the month; we will write to you either way.'),
  notifyEmail: 'residenz@alte-synagoge-lindenberg.de',
  fields: [
    { slug: 'name', label: l('Vor- und Nachname', 'First and last name'), type: T.TEXT, required: true },
    { slug: 'email', label: l('E-Mail-Adresse', 'E-mail address'), type: T.EMAIL, required: true },
    { slug: 'geburtsdatum', label: l('Geburtsdatum', 'Date of birth'), type: T.DATE_OF_BIRTH, required: true },
    {
      slug: 'sparte',
      label: l('Sparte', 'Discipline'),
      type: T.RADIO,
      required: true,
      choices: [
        choice('musik', 'Musik', 'Music'),
        choice('theater', 'Theater und Tanz', 'Theatre and dance'),
        choice('bildende-kunst', 'Bildende Kunst', 'Visual arts'),
        choice('literatur', 'Literatur', 'Literature'),
      ],
    },
    { slug: 'beginn', label: l('Gewünschter Beginn', 'Preferred start'), type: T.DATE, required: true },
    { slug: 'gespraech', label: l('Wunschtermin für ein Kennenlerngespräch', 'Preferred time for an introductory talk'), type: T.DATE_TIME, help: l('Gespräche finden dienstags bis freitags zwischen 10 und 17 Uhr statt.', 'Talks take place Tuesday to Friday between 10 am and 5 pm.') },
    { slug: 'personen', label: l('Anzahl der Personen', 'Number of people'), type: T.NUMBER, required: true, default: l('1'), help: l('Wie viele Personen würden während der Residenz bei uns wohnen?', 'How many people would stay with us during the residency?') },
    {
      slug: 'sprachen',
      label: l('Arbeitssprachen', 'Working languages'),
      type: T.CHECKBOX_MULTIPLE,
      required: true,
      default: l('deutsch'),
      choices: [choice('deutsch', 'Deutsch', 'German'), choice('englisch', 'Englisch', 'English'), choice('hebraeisch', 'Hebräisch', 'Hebrew'), choice('jiddisch', 'Jiddisch', 'Yiddish')],
    },
    {
      slug: 'raeume',
      label: l('Welche Räume brauchen Sie?', 'Which rooms do you need?'),
      type: T.SELECT_MULTIPLE,
      choices: [choice('saal', 'Großer Saal', 'Main hall'), choice('studio', 'Studio', 'Studio'), choice('foyer', 'Foyer', 'Foyer'), choice('garten', 'Garten', 'Garden')],
      help: l('Mehrfachauswahl mit gedrückter Strg- bzw. Cmd-Taste.', 'Choose several with the Ctrl or Cmd key held down.'),
    },
    {
      slug: 'herkunft',
      label: l('Wie haben Sie von der Residenz erfahren?', 'How did you hear about the residency?'),
      type: T.SELECT,
      choices: [choice('presse', 'Presse', 'Press'), choice('newsletter', 'Newsletter', 'Newsletter'), choice('empfehlung', 'Empfehlung', 'Recommendation'), choice('social-media', 'Soziale Medien', 'Social media')],
    },
    { slug: 'portfolio', label: l('Website oder Online-Portfolio', 'Website or online portfolio'), type: T.URL, placeholder: l('https://', 'https://') },
    { slug: 'vorhaben', label: l('Ihr Vorhaben', 'Your project'), type: T.TEXTAREA, required: true, help: l('Höchstens eine Seite.', 'One page at most.') },
    { slug: 'arbeitsprobe', label: l('Arbeitsprobe', 'Work sample'), type: T.FILE, required: true },
    { slug: 'quelle', label: l('Quelle', 'Source'), type: T.HIDDEN, default: l('website-residenz') },
    privacy,
  ],
};

/**
 * Feedback on barriers (BITV 2.0 §7 (1) 3., BFSG): the accessibility statement links here. Last in
 * the catalogue, so the other forms keep their ids.
 */
export const ACCESSIBILITY_FEEDBACK_FORM: SeedForm = {
  slug: l('barriere-melden', 'report-a-barrier'),
  title: l('Barriere melden', 'Report a barrier'),
  intro: l(
    'Sind Ihnen auf unserer Website oder beim Kartenkauf Barrieren aufgefallen? Beschreiben Sie uns, wo und was – wir antworten innerhalb von zwei Wochen und nennen Ihnen, wenn nötig, eine barrierefreie Alternative.',
    'Have you met a barrier on our website or when buying tickets? Tell us where and what – we answer within two weeks and, where needed, offer you an accessible alternative.',
  ),
  successMessage: l('Vielen Dank für Ihre Rückmeldung! Wir antworten Ihnen innerhalb von zwei Wochen.', 'Thank you for your feedback! We will reply within two weeks.'),
  notifyEmail: 'barrierefreiheit@alte-synagoge-lindenberg.de',
  fields: [
    { slug: 'name', label: l('Name', 'Name'), type: T.TEXT },
    { slug: 'email', label: l('E-Mail-Adresse für unsere Antwort', 'E-mail address for our reply'), type: T.EMAIL, required: true },
    { slug: 'seite', label: l('Auf welcher Seite?', 'On which page?'), type: T.URL, placeholder: l('https://', 'https://') },
    { slug: 'barriere', label: l('Was hat nicht funktioniert?', 'What did not work?'), type: T.TEXTAREA, required: true },
    privacy,
  ],
};

export const SEED_FORMS: readonly SeedForm[] = [CONTACT_FORM, RESIDENCY_FORM, ACCESSIBILITY_FEEDBACK_FORM];
