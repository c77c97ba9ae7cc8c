/**
 * The accessibility statement's facts: partial compliance, the barriers a venue
 * site of this kind really has, and the last check. Editors keep them in the hub.
 */
import { l } from '../../common/i18n/localized';
import type { Db } from '../db/client';
import { accessibilityExceptions, accessibilityStatement } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const EXCEPTIONS = [
  {
    title: l('Ältere PDF-Dokumente', 'Older PDF documents'),
    text: l(
      'Programmhefte vor 2024 sind als PDF nicht barrierefrei. Auf Anfrage senden wir Ihnen den Inhalt als Text.',
      'Programme booklets before 2024 are PDFs that are not accessible. On request we send you their content as text.',
    ),
  },
  {
    title: l('Saalplan im Ticketshop', 'Seating plan in the ticket shop'),
    text: l(
      'Die Platzwahl im Saalplan ist mit Tastatur und Screenreader nur eingeschränkt möglich. Die Bestplatzbuchung und die Kasse (Telefon und vor Ort) sind gleichwertige Alternativen.',
      'Choosing seats on the seating plan works only in part with a keyboard and screen reader. Best-available booking and the box office (by phone and in person) are equal alternatives.',
    ),
  },
  {
    title: l('Videos ohne Audiodeskription', 'Videos without audio description'),
    text: l('Unsere Trailer haben Untertitel, aber noch keine Audiodeskription.', 'Our trailers have subtitles but no audio description yet.'),
  },
];

export async function seedAccessibility(db: Db, now: Date): Promise<void> {
  const facts = {
    conformance: 'partial',
    checkedOn: new Date(now.getTime() - 30 * DAY_MS),
    checkMethod: l(
      'Selbstbewertung nach dem BITV-Test-Prüfverfahren; automatisch geprüft bei jeder Änderung mit axe-core (WCAG 2.1 A und AA) auf allen Seitentypen.',
      'Self-assessment following the BITV test procedure; checked automatically on every change with axe-core (WCAG 2.1 A and AA) on every page type.',
    ),
  };
  // Migration 0035 already made the one row for sites that existed before; a seed fills it in.
  await db.insert(accessibilityStatement).values({ id: 1, ...facts }).onConflictDoUpdate({ target: accessibilityStatement.id, set: facts });
  await db.insert(accessibilityExceptions).values(EXCEPTIONS.map((e, position) => ({ ...e, position })));
}
