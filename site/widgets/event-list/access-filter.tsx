/**
 * The access features as a filter group of their own, always in view rather than
 * behind a dropdown, and a plain GET form: without JavaScript, 'Filter anwenden' sends the chosen
 * features (and the other filters, kept in hidden fields) to the events page, which the server
 * renders for them. With JavaScript each box filters at once like the other filters. Beside it, the
 * calendar feed of the current filters.
 */
import { css } from 'goober';
import { useEffect, useState } from 'react';
import { calendarFeedPath, webcalUrl } from '../../../common/api/ics';
import { EVENT_FILTER_KEYS } from '../../../common/api/types';
import { tAccess } from '../../../common/modules/access/strings';
import { buildPath, type Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { eventFilters, filtersKey, toggleFilter } from '../../stores/event-filters';
import { filterOptions } from './list-store';

export function AccessFilter({ lang, idPrefix }: { lang: Lang; idPrefix: string }) {
  const strings = tAccess(lang);
  const filters = eventFilters.value;
  const options = filterOptions.value?.access ?? [];
  // The submit button serves visitors without JavaScript; once the app runs, each box acts at once.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!options.length) return null;
  const { date, ...rest } = filters;
  const feed = calendarFeedPath(lang, filtersKey({ ...rest, date: null }));
  const feedHttps = typeof location === 'undefined' ? feed : new URL(feed, location.href).href;
  return (
    <form method="get" action={buildPath('events', lang)} className={root} onSubmit={(e) => e.preventDefault()}>
      <fieldset className={group}>
        <legend>{strings.heading()}</legend>
        {options.map((option) => (
          <label key={option.id}>
            <input type="checkbox" name="access" value={option.id} checked={filters.access.includes(option.id)} onChange={() => toggleFilter('access', option.id)} />
            {option.name}
          </label>
        ))}
      </fieldset>
      {EVENT_FILTER_KEYS.filter((key) => key !== 'access' && filters[key].length).map((key) => (
        <input key={key} type="hidden" name={key} value={filters[key].join(',')} />
      ))}
      {date ? <input type="hidden" name="date" value={date} /> : null}
      {live ? null : (
        <button type="submit" className={apply}>
          {strings.accessApply()}
        </button>
      )}
      <p className={feedLine} id={`${idPrefix}-feed`}>
        <a href={webcalUrl(feedHttps)} data-calendar-feed="">
          {strings.feed()}
        </a>
        <span className={hint}>
          {strings.feedHint()} <a href={feed}>{feedHttps}</a>
        </span>
      </p>
    </form>
  );
}

const root = css`
  margin: 0 0 1rem;
`;

const group = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${colors.border};
  & legend {
    padding: 0 0.25rem;
    font-weight: 700;
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.75rem;
  }
  & input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const apply = css`
  margin-top: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  font: inherit;
`;

const feedLine = css`
  margin: 0.5rem 0 0;
  font-size: 0.9rem;
`;

const hint = css`
  display: block;
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;
