/**
 * The filter bar (SPEC §2 "Event list page"): room, exhibition type, tags, series and genre as
 * checkbox dropdowns plus the calendar, one open at a time (SPEC §4). Below 768 px the same filters
 * sit in a modal dialog opened by one button (SPEC §9 "mobile 768px").
 *
 * The bar is a GET form to the events page, with the app's parameter names (a key
 * repeated per box, which the server and the app both read), so without JavaScript the server
 * answers the chosen filters; 'Ergebnisse anzeigen' sends it, and the period is a list of the days
 * with events. Both stand in <noscript>: with JavaScript each box filters at once, as before.
 * The server draws both, the row and the button, and a media query (common/theme.ts)
 * shows one: the phone's bar is final in the first paint, nothing jumps when the code arrives.
 */
import { css } from 'goober';
import { useEffect, useState } from 'react';
import type { EventFilterKey } from '../../../common/api/types';
import { EVENT_FILTER_KEYS } from '../../../common/api/types';
import { tEvents } from '../../../common/modules/event-list/strings';
import { buildPath, type Lang } from '../../../common/routes';
import { formatDate } from '../../../common/format/date-time';
import { parseQueryDate } from '../../../common/format/query-date';
import { mq } from '../../../common/theme';
import { button } from '../../../common/modules/shared/styles';
import { eventFilters, setDate, toggleFilter } from '../../stores/event-filters';
import { lazyPart } from '../../../common/lazy-part';
import { afterIdle } from '../../idle';
import { calendarDays, filterOptions } from './list-store';
import { FILTERS_BUTTON_ATTRIBUTE, FILTERS_ROW_ATTRIBUTE } from '../../../common/styles/class-names';
/** Rendered in full on the server (a GET form without JavaScript); its code joins as the page hydrates. */
const AccessFilter = lazyPart(() => import('./access-filter').then((m) => m.AccessFilter));

/** The dropdowns; `open` names the one that is open ('date' for the calendar). */
/** The calendar is a chunk of its own, loaded when a visitor opens the date filter (events chunk budget). */
const Calendar = lazyPart(() => import('./calendar/calendar').then((m) => m.Calendar));
/** The dropdowns render in full on the server; their code joins as the page hydrates (the events chunk's 15 KB budget). */
const FilterDropdown = lazyPart(() => import('./filter-dropdown').then((m) => m.FilterDropdown));
const CheckboxGroup = lazyPart(() => import('./filter-dropdown').then((m) => m.CheckboxGroup));
/**
 * Only a phone that opens the filters needs the sheet (the events chunk's 15 KB budget): its code
 * is fetched at the first idle moment, and at once by a tap that comes sooner.
 */
const loadSheet = () => import('./filter-sheet');
const FilterSheet = lazyPart(() => loadSheet().then((m) => m.FilterSheet));

export function Filters({ lang, idPrefix }: { lang: Lang; idPrefix: string }) {
  const strings = tEvents(lang).filters;
  const [open, setOpen] = useState<EventFilterKey | 'date' | null>(null);
  const filters = eventFilters.value;
  const options = filterOptions.value;
  const toggle = (key: EventFilterKey | 'date') => (next: boolean) => setOpen((current) => (next ? key : current === key ? null : current));
  return (
    <>
      {EVENT_FILTER_KEYS.map((key) => {
        // The access features have a group of their own below the bar (access-filter.tsx).
        if (key === 'access') return null;
        const list = options?.[key] ?? [];
        if (list.length === 0) return null;
        return (
          <FilterDropdown key={key} id={`${idPrefix}-${key}`} label={strings[key]()} chosen={filters[key].length} open={open === key} onToggle={toggle(key)}>
            <CheckboxGroup legend={strings[key]()} name={key} options={list} chosen={filters[key]} onToggle={(id) => toggleFilter(key, id)} />
          </FilterDropdown>
        );
      })}
      <FilterDropdown id={`${idPrefix}-date`} label={strings.date()} chosen={filters.date ? 1 : 0} open={open === 'date'} onToggle={toggle('date')}>
        <noscript>
          <PeriodSelect lang={lang} id={`${idPrefix}-period`} days={calendarDays.value} selected={filters.date} />
        </noscript>
        {open === 'date' ? (
          <Calendar
            lang={lang}
            days={calendarDays.value}
            selected={filters.date}
            onSelect={(day) => {
              setDate(day);
              setOpen(null);
            }}
          />
        ) : null}
      </FilterDropdown>
    </>
  );
}

/** The most days the period list offers without JavaScript (the calendar pages through all of them). */
const PERIOD_DAYS = 60;

/** Without JavaScript, the calendar's choice as a list: 'from today' or from one of the days with events. */
function PeriodSelect({ lang, id, days, selected }: { lang: Lang; id: string; days: readonly string[]; selected: string | null }) {
  const strings = tEvents(lang).filters;
  const offered = days.slice(0, PERIOD_DAYS);
  if (selected && !offered.includes(selected)) offered.unshift(selected);
  const label = (day: string) => {
    const date = parseQueryDate(day);
    return strings.from({ date: date ? formatDate(date, lang) : day });
  };
  return (
    <label htmlFor={id} className={period}>
      {strings.date()}
      <select id={id} name="date" defaultValue={selected ?? ''}>
        <option value="">{strings.fromToday()}</option>
        {offered.map((day) => (
          <option key={day} value={day}>
            {label(day)}
          </option>
        ))}
      </select>
    </label>
  );
}

function FilterDialog({ lang, idPrefix }: { lang: Lang; idPrefix: string }) {
  const strings = tEvents(lang).filters;
  const [open, setOpen] = useState(false);
  // A prefetch that fails (offline) is left to the tap, which tries again and reports.
  useEffect(() => void afterIdle().then(loadSheet).catch(() => undefined), []);
  const filters = eventFilters.value;
  const count = EVENT_FILTER_KEYS.reduce((sum, key) => sum + filters[key].length, filters.date ? 1 : 0);
  return (
    <>
      <button type="button" className={button} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {count ? strings.openCount({ count }) : strings.open()}
      </button>
      {open ? <FilterSheet lang={lang} idPrefix={idPrefix} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function FilterBar({ lang, idPrefix }: { lang: Lang; idPrefix: string }) {
  const chosenAccess = eventFilters.value.access;
  return (
    <>
      <form method="get" action={buildPath('events', lang)} onSubmit={(event) => event.preventDefault()}>
        <div id={`${idPrefix}-filters`} role="group" aria-label={tEvents(lang).filters.label()} className={bar}>
          <div className={row} {...{ [FILTERS_ROW_ATTRIBUTE]: '' }}>
            <Filters lang={lang} idPrefix={idPrefix} />
          </div>
          <div className={phoneOnly} {...{ [FILTERS_BUTTON_ATTRIBUTE]: '' }}>
            <FilterDialog lang={lang} idPrefix={idPrefix} />
          </div>
        </div>
        {/* The access features have a form of their own below; the ones chosen go with this one too. */}
        {chosenAccess.length ? <input type="hidden" name="access" value={chosenAccess.join(',')} /> : null}
        <noscript>
          <button type="submit" className={`${button} ${apply}`}>
            {tEvents(lang).filters.showResults()}
          </button>
        </noscript>
      </form>
      <AccessFilter lang={lang} idPrefix={idPrefix} />
    </>
  );
}

const bar = css`
  margin-bottom: 1rem;
`;

/** The dropdowns from 768 px; below, the button (display: none also takes them out of the tab order and the accessibility tree). */
const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  ${mq.mobile} {
    display: none;
  }
`;

const phoneOnly = css`
  display: none;
  ${mq.mobile} {
    display: block;
  }
`;

const apply = css`
  margin: 0 0 1rem;
`;

const period = css`
  display: grid;
  gap: 0.5rem;
  & select {
    min-height: 2.75rem;
    font: inherit;
  }
`;
