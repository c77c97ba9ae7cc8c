/**
 * Events grouped by day with the teasers between them (SPEC §2 "Event list page"); shared by the
 * events page, the event overlay and the event list module.
 */
import { css } from 'goober';
import type { EventListItem, Teaser } from '../../api/programme';
import { INTL_LOCALES, TIME_ZONE, formatDate } from '../../format';
import { intlAnswer } from '../../format/intl-answers';
import { InTurn } from '../../lazy-part';
import type { Lang } from '../../routes';
import { colors, fonts } from '../../theme';
import { bareList } from '../shared/styles';
import { groupByDay } from './day-groups';
import { EventCard, type EventListStyle } from './event-card';
import { TeaserCard } from './teaser-card';

interface EventDaysProps {
  events: readonly EventListItem[];
  teasers: readonly Teaser[];
  /** No further page will follow (teasers after the last day may be placed). */
  complete: boolean;
  lang: Lang;
  look: EventListStyle;
  currency: string;
  /** Level of the day headings; event titles sit one below. */
  level?: 2 | 3;
}

const weekdays = new Map<Lang, Intl.DateTimeFormat>();

/** "Samstag, 14. März 2026" / "Saturday, 14 Mar 2026" in Berlin. */
export function dayHeading(date: Date, lang: Lang): string {
  const weekday = intlAnswer(`weekday|${lang}|${date.getTime()}`, () => {
    let format = weekdays.get(lang);
    if (!format) {
      format = new Intl.DateTimeFormat(INTL_LOCALES[lang], { timeZone: TIME_ZONE, weekday: 'long' });
      weekdays.set(lang, format);
    }
    return format.format(date);
  });
  return `${weekday}, ${formatDate(date, lang)}`;
}

export function EventDays({ events, teasers, complete, lang, look, currency, level = 2 }: EventDaysProps) {
  const { leading, days } = groupByDay(events, teasers, complete);
  const Heading = `h${level}` as const;
  const cardLevel = level === 2 ? 3 : 4;
  return (
    <div className={root}>
      {leading.map((teaser) => (
        <TeaserCard key={`t${teaser.id}`} teaser={teaser} lang={lang} />
      ))}
      {days.map((group) => (
        // Each day hydrates in a task of its own: the programme's list was one 190 ms task at
        // Lighthouse's 4x CPU (PERFORMANCE "No Intl on the first load").
        <InTurn key={group.day} id={`day-${group.day}`}>
          <section className={day} data-day={group.day} aria-labelledby={`day-${group.day}`}>
            <Heading id={`day-${group.day}`} className={dayTitle}>
              {dayHeading(group.date, lang)}
            </Heading>
            <ul className={`${bareList} ${look === 'style3' ? grid : ''}`}>
              {group.events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} lang={lang} look={look} currency={currency} level={cardLevel} />
                </li>
              ))}
            </ul>
            {group.teasers.map((teaser) => (
              <TeaserCard key={`t${teaser.id}`} teaser={teaser} lang={lang} />
            ))}
          </section>
        </InTurn>
      ))}
    </div>
  );
}

const root = css`
  display: grid;
  gap: 2.5rem;
`;

const day = css`
  display: grid;
`;

const dayTitle = css`
  margin: 0 0 0.5rem;
  padding-bottom: 0.5rem;
  border-bottom: 2px solid ${colors.primary};
  font-family: ${fonts.heading};
  font-size: clamp(1.25rem, 2.5vw, 1.75rem);
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: 1.5rem;
`;
