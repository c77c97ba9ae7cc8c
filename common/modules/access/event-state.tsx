/**
 * An event's state where it is not simply scheduled: the state's name, the
 * editors' note and, for a new date, the previous one. Cards and event pages show it above the
 * title, so a cancelled or moved show is seen at once.
 */
import { css } from 'goober';
import { EVENT_STATUS_LABELS, type EventStatusInfo } from '../../api/access';
import { formatDate, formatTime } from '../../format';
import type { Lang } from '../../routes';
import { colors } from '../../theme';
import { showsState } from './shown';
import { tAccess } from './strings';

export function EventState({ event, lang }: { event: EventStatusInfo; lang: Lang }) {
  if (!showsState(event)) return null;
  const previous = event.previous_starts_at;
  return (
    <p className={box} data-event-status={event.status}>
      <strong>{EVENT_STATUS_LABELS[event.status][lang]}</strong>
      {event.status_note ? <span> – {event.status_note}</span> : null}
      {previous ? (
        <span className={before}>
          {tAccess(lang).previously({ date: `${formatDate(previous, lang)}, ${formatTime(previous, lang)}` })}
        </span>
      ) : null}
    </p>
  );
}

const box = css`
  margin: 0 0 0.5rem;
  padding: 0.4rem 0.6rem;
  border-left: 4px solid ${colors.error};
  background: ${colors.surface};
  color: ${colors.text};
  &[data-event-status='rescheduled'],
  &[data-event-status='moved'] {
    border-left-color: ${colors.primary};
  }
  & strong {
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
`;

const before = css`
  display: block;
  color: ${colors.textMuted};
`;
