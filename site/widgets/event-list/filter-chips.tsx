/**
 * The chosen filters as removable chips, with remove-all (SPEC §2 "a list of selected filters with
 * remove-all"). Each is a link to the programme without what it removes, so it works before the code
 * has arrived and without it; with the code it removes in place (in-place.ts).
 */
import { css } from 'goober';
import { useRef } from 'react';
import { EVENT_FILTER_KEYS } from '../../../common/api/types';
import { formatDate, parseQueryDate } from '../../../common/format';
import { tEvents } from '../../../common/modules/event-list/strings';
import { buildPath, type Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { VISUALLY_HIDDEN_CLASS } from '../../../common/styles/class-names';
import { eventFilters, hasFilters, NO_FILTERS, resetFilters, searchWith, setFilters, type EventFilters } from '../../stores/event-filters';
import { inPlace } from '../../router/in-place';
import { filterOptions } from './list-store';

/**
 * Removing a chip takes its link away, and remove-all the whole list: focus moves on to what stays
 * (the remove-all link, else the filter bar's first control), not to the body.
 */
function focusAfter(remove: () => void, next: () => HTMLElement | null | undefined): () => void {
  return () => {
    remove();
    requestAnimationFrame(() => next()?.focus());
  };
}

export function FilterChips({ lang, barId }: { lang: Lang; barId: string }) {
  const strings = tEvents(lang).filters;
  const removeAllRef = useRef<HTMLAnchorElement>(null);
  // The first control a visitor can reach: a dropdown's <summary> from 768 px, the 'Filter' button
  // below (the other is display: none, and the buttons inside a closed dropdown take no focus).
  const bar = () => [...(document.getElementById(barId)?.querySelectorAll<HTMLElement>('summary,button') ?? [])].find((el) => el.offsetParent);
  const stays = () => (removeAllRef.current?.isConnected ? removeAllRef.current : bar());
  const filters = eventFilters.value;
  const options = filterOptions.value;
  if (!hasFilters(filters)) return null;
  const programme = (left: EventFilters) => buildPath('events', lang) + searchWith('', left);
  const chips: { key: string; name: string; left: EventFilters }[] = [];
  for (const key of EVENT_FILTER_KEYS) {
    for (const id of filters[key]) {
      const name = options?.[key].find((o) => o.id === id)?.name ?? `${strings[key]()} ${id}`;
      chips.push({ key: `${key}-${id}`, name, left: { ...filters, [key]: filters[key].filter((x) => x !== id) } });
    }
  }
  if (filters.date) {
    const day = parseQueryDate(filters.date);
    chips.push({ key: 'date', name: strings.from({ date: day ? formatDate(day, lang) : filters.date }), left: { ...filters, date: null } });
  }
  return (
    <div className={root}>
      <h2 className={VISUALLY_HIDDEN_CLASS}>{strings.selected()}</h2>
      <ul className={list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a href={programme(chip.left)} className={chipStyle} onClick={inPlace(focusAfter(() => setFilters(chip.left), stays))} aria-label={strings.remove({ name: chip.name })}>
              {chip.name} <span aria-hidden="true">×</span>
            </a>
          </li>
        ))}
        <li>
          <a ref={removeAllRef} href={programme(NO_FILTERS)} className={removeAll} onClick={inPlace(focusAfter(resetFilters, bar))}>
            {strings.removeAll()}
          </a>
        </li>
      </ul>
    </div>
  );
}

const root = css`
  margin-bottom: 1.5rem;
`;


// common/styles/inline-list.ts written out: a chunk of its own would put the events page over its 15 KB (ARCHITECTURE "Budgets").
const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const chipStyle = css`
  display: inline-flex;
  gap: 0.4rem;
  align-items: center;
  min-height: 2.25rem;
  padding: 0.25rem 0.8rem;
  border: 1px solid ${colors.primary};
  border-radius: 1.2rem;
  background: ${colors.surface};
  color: ${colors.text};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const removeAll = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  padding: 0.25rem 0.5rem;
  color: ${colors.primary};
`;
