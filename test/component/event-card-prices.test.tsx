/**
 * Prices on the programme card: the lowest price as 'ab 12 €' beside 'Karten'; 'Eintritt
 * frei' instead of both; an editor's 'ausverkauft' said even on an event without a ticket link.
 */
import '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, render, screen } from '@testing-library/preact';
import type { EventListItem } from '../../common/api/programme';
import { EventCard } from '../../common/modules/event-list/event-card';
import { programmeEvent } from './event-list-fixtures';
import { STRUCK_CLASS } from '../../common/styles/class-names';
import { DOCUMENT_CSS } from '../../common/styles/document-css';

const test = suite('event card prices');
test.after.each(() => cleanup());

const show = (event: EventListItem) => render(<EventCard event={event} lang="de" look="style1" currency="€" level={3} />);

test("a priced event shows 'ab 12 €' and 'Karten'", () => {
  show({ ...programmeEvent(1, '2026-03-10T18:30:00.000Z'), id_jet: null, ticket_url: 'https://kasse.example.org/1', price_min: '12.00' });
  assert.ok(screen.getByText('ab 12 €'));
  assert.is(screen.getByRole('link', { name: 'Karten für Konzert 1' }).getAttribute('href'), 'https://kasse.example.org/1');
});

test("free admission shows 'Eintritt frei' instead of the price and 'Karten'", () => {
  show({ ...programmeEvent(2, '2026-03-10T18:30:00.000Z'), price_min: null, free_admission: true });
  assert.ok(screen.getByText('Eintritt frei'));
  assert.is(screen.queryByText('Karten'), null);
  assert.is(screen.queryByRole('link', { name: /Karten/ }), null);
});

test("an event marked sold out without a ticket link says 'Ausverkauft'", () => {
  show({ ...programmeEvent(3, '2026-03-10T18:30:00.000Z'), id_jet: null, ticket_url: '', price_min: '9.00', sale: 'sold_out' });
  assert.ok(screen.getByText('Ausverkauft'));
  assert.is(screen.queryByRole('link', { name: /Karten/ }), null);
});

test('a cancelled event keeps its card with the title struck through, by the document CSS (also without the code)', () => {
  show({ ...programmeEvent(4, '2026-03-10T18:30:00.000Z'), status: 'cancelled' });
  const heading = screen.getByRole('heading', { level: 3 });
  assert.ok(heading.classList.contains(STRUCK_CLASS), heading.className);
  assert.ok(DOCUMENT_CSS.includes(`.${STRUCK_CLASS}{text-decoration:line-through}`));
  cleanup();
  show(programmeEvent(5, '2026-03-10T18:30:00.000Z'));
  assert.not.ok(screen.getByRole('heading', { level: 3 }).classList.contains(STRUCK_CLASS));
});

test.run();
