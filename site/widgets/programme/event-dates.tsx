/**
 * Upcoming dates as a list (production, person, venue and series pages): day and time in Berlin,
 * title, room, the lowest price ('ab …') and the ticket link where the shop sells it. Each links the event page.
 */
import { css } from 'goober';
import type { EventListItem } from '../../../common/api/programme';
import { formatPrice, isChargeable } from '../../../common/format';
import { TicketLink } from '../../../common/modules/shared/ticket-link';
import type { Lang } from '../../../common/routes';
import { colors, mq } from '../../../common/theme';
import { commonData } from '../../stores/site-data';
import { DateTime, eventWhen } from './date-time';
import { tProgramme } from './strings';
import { sectionTitle } from './styles';

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${colors.border};
  & > li {
    display: grid;
    gap: 0.25rem 1.5rem;
    padding: 1rem 0;
    border-bottom: 1px solid ${colors.border};
    ${mq.md} {
      grid-template-columns: 16rem minmax(0, 1fr) auto;
      align-items: baseline;
    }
  }
  & a {
    color: inherit;
  }
`;

const muted = css`
  color: ${colors.textMuted};
`;

export interface EventDatesProps {
  events: EventListItem[];
  lang: Lang;
  title: string;
  /** The section's id, e.g. the dates-and-tickets anchor. */
  id?: string;
  /** Said when there are no dates; without it an empty list shows nothing. */
  empty?: string;
}

export function EventDates({ events, lang, title, id, empty }: EventDatesProps) {
  if (events.length === 0 && !empty) return null;
  const text = tProgramme(lang);
  const currency = commonData.value?.settings.design.currency;
  const headingId = `${id ?? 'dates'}-title`;
  return (
    <section id={id} aria-labelledby={headingId} tabIndex={id ? -1 : undefined}>
      <h2 id={headingId} className={sectionTitle}>
        {title}
      </h2>
      {events.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={list}>
          {events.map((event) => (
            <li key={event.id}>
              <DateTime start={event.starts_at} end={null} lang={lang} />
              <span>
                <a href={event.url}>{event.title}</a>
                {event.room ? <span className={muted}> · {event.room.name}</span> : null}
              </span>
              <span>
                {isChargeable(event.price_min) ? <span className={muted}>{text.priceFrom({ price: formatPrice(event.price_min!, currency) })} </span> : null}
                {/* 'Eintritt frei' instead of the ticket link. */}
                {event.free_admission ? (
                  <strong>{text.free()}</strong>
                ) : (
                  <TicketLink event={event} lang={lang} label={text.ticketsFor({ title: event.title, date: eventWhen(event.starts_at, null, lang) })}>
                    {text.tickets()}
                  </TicketLink>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
