/**
 * One event in a list (SPEC §2 "Event list page"): time, preline, title linking to the event page,
 * subline, room, lowest price and the ticket link (with quick-buy on, it opens the booking popup).
 */
import { css } from 'goober';
import { cardMedia } from '../shared/picture';
import { onSale, type EventListItem } from '../../api/programme';
import type { DesignSettings } from '../../api/types';
import { formatPrice, formatTime, isChargeable } from '../../format';
import type { Lang } from '../../routes';
import { colors, mq } from '../../theme';
import { Picture } from '../shared/picture';
import { button, heading, preline, subline } from '../shared/styles';
import { SaleNote } from '../shared/sale-note';
import { TicketLink } from '../shared/ticket-link';
import { tEvents } from './strings';
import { AccessBadges, EventState } from '../access/lazy';
import { STRUCK_CLASS } from '../../styles/class-names';

export type EventListStyle = DesignSettings['eventListStyle'];

interface EventCardProps {
  event: EventListItem;
  lang: Lang;
  look: EventListStyle;
  currency: string;
  /** Heading level of the title: one below the day heading. */
  level: 3 | 4;
}

export function EventCard({ event, lang, look, currency, level }: EventCardProps) {
  const strings = tEvents(lang).list;
  const Title = `h${level}` as const;
  const price = isChargeable(event.price_min) ? formatPrice(event.price_min!, currency) : null;
  return (
    <article className={`${card} ${LOOKS[look]}`} data-event-id={event.id}>
      {look !== 'style2' && event.image ? <Picture image={event.image} decorative className={media} sizes="(min-width: 48em) 20rem, 100vw" /> : null}
      <div className={body}>
        <p className={time}>
          <time dateTime={event.starts_at}>{formatTime(event.starts_at, lang)}</time>
          {event.room ? <span> · {event.room.name}</span> : null}
        </p>
        <EventState event={event} lang={lang} />
        {event.preline ? <p className={preline}>{event.preline}</p> : null}
        <Title className={`${heading} ${title}${event.status === 'cancelled' ? ` ${STRUCK_CLASS}` : ''}`}>
          <a href={event.url} className={titleLink}>
            {event.title}
          </a>
        </Title>
        {event.subline ? <p className={subline}>{event.subline}</p> : null}
        <AccessBadges access={event.access} lang={lang} />
      </div>
      <div className={actions}>
        {/* 'Eintritt frei' instead of prices and 'Karten'; sold out or over still says so. */}
        {event.free_admission ? (
          <>
            {onSale(event.sale) ? null : <SaleNote sale={event.sale} lang={lang} />}
            <p className={freeText}>{strings.free()}</p>
          </>
        ) : (
          <>
            {price ? <p className={priceText}>{strings.priceFrom({ price })}</p> : null}
            <TicketLink event={event} lang={lang} className={button} label={strings.ticketsFor({ title: event.title })}>
              {strings.tickets()}
            </TicketLink>
          </>
        )}
      </div>
    </article>
  );
}

const card = css`
  position: relative;
  display: grid;
  gap: 1rem;
  padding: 1.25rem 0;
  border-top: 1px solid ${colors.border};
`;

/** SPEC §3 "Design settings": three list styles. */
const LOOKS: Record<EventListStyle, string> = {
  style1: css`
    ${mq.md} {
      grid-template-columns: 14rem minmax(0, 1fr) auto;
      align-items: start;
    }
  `,
  style2: css`
    ${mq.md} {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
    }
  `,
  style3: css`
    padding: 0 0 1.25rem;
    border: 0;
    background: ${colors.surface};
    & > * {
      padding: 0 1rem;
    }
  `,
};

const media = css`
  display: block;
  ${cardMedia('3 / 2')}
`;

const body = css`
  min-width: 0;
`;

const time = css`
  margin: 0 0 0.25rem;
  font-weight: 600;
`;

const title = css`
  font-size: 1.5rem;
`;

// Not `${textLink}` inside: goober interpolates a class name there, emitted as a CSS property (invalid).
const titleLink = css`
  color: ${colors.text};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  ${mq.md} {
    justify-content: flex-end;
  }
`;

const priceText = css`
  margin: 0;
  color: ${colors.textMuted};
`;

const freeText = css`
  margin: 0;
  font-weight: 600;
`;
