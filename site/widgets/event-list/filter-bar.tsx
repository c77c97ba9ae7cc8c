/**
 * The filter bar (SPEC §2 "Event list page"): room, exhibition type, tags, series and genre as
 * checkbox dropdowns plus the calendar, one open at a time (SPEC §4). Below 768 px the same filters
 * sit in a modal dialog opened by one button (SPEC §9 "mobile 768px").
 */
import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import type { EventFilterKey } from '../../../common/api/types';
import { EVENT_FILTER_KEYS } from '../../../common/api/types';
import { tEvents } from '../../../common/modules/event-list/strings';
import type { Lang } from '../../../common/routes';
import { colors, mq } from '../../../common/theme';
import { button } from '../../../common/modules/shared/styles';
import { eventFilters, setDate, toggleFilter } from '../../stores/event-filters';
import { lazyPart } from '../../../common/lazy-part';
import { calendarDays, filterOptions } from './list-store';
import { useModalDialog } from '../shared/use-modal-dialog';

const MOBILE_QUERY = mq.mobile.replace('@media ', '');

function useIsMobile(): boolean {
  const query = typeof matchMedia === 'function' ? matchMedia(MOBILE_QUERY) : null;
  const [mobile, setMobile] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const update = () => setMobile(query.matches);
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, [query?.media]);
  return mobile;
}

/** The dropdowns; `open` names the one that is open ('date' for the calendar). */
/** The calendar is a chunk of its own, loaded when a visitor opens the date filter (events chunk budget). */
const Calendar = lazyPart(() => import('./calendar').then((m) => m.Calendar));
/** The dropdowns render in full on the server; their code joins as the page hydrates (the events chunk's 15 KB budget). */
const FilterDropdown = lazyPart(() => import('./filter-dropdown').then((m) => m.FilterDropdown));
const CheckboxGroup = lazyPart(() => import('./filter-dropdown').then((m) => m.CheckboxGroup));

function Filters({ lang, idPrefix }: { lang: Lang; idPrefix: string }) {
  const strings = tEvents(lang).filters;
  const [open, setOpen] = useState<EventFilterKey | 'date' | null>(null);
  const filters = eventFilters.value;
  const options = filterOptions.value;
  const toggle = (key: EventFilterKey | 'date') => (next: boolean) => setOpen((current) => (next ? key : current === key ? null : current));
  return (
    <>
      {EVENT_FILTER_KEYS.map((key) => {
        const list = options?.[key] ?? [];
        if (list.length === 0) return null;
        return (
          <FilterDropdown key={key} id={`${idPrefix}-${key}`} label={strings[key]()} chosen={filters[key].length} open={open === key} onToggle={toggle(key)}>
            <CheckboxGroup legend={strings[key]()} name={key} options={list} chosen={filters[key]} onToggle={(id) => toggleFilter(key, id)} />
          </FilterDropdown>
        );
      })}
      <FilterDropdown id={`${idPrefix}-date`} label={strings.date()} chosen={filters.date ? 1 : 0} open={open === 'date'} onToggle={toggle('date')}>
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

/**
 * The phone's filter sheet: a native modal <dialog> in the top layer, because on /de/programm the bar
 * sits inside a transformed ancestor (the page transition) that turned a `position: fixed` sheet into
 * a 7000 px tall box below the headline (issue #9 point 2). The filters scroll between a fixed head
 * and a fixed 'Ergebnisse anzeigen'.
 */
function FilterSheet({ lang, idPrefix, onClose }: { lang: Lang; idPrefix: string; onClose(): void }) {
  const strings = tEvents(lang).filters;
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, { lockScroll: true, onClose });
  const titleId = `${idPrefix}-dialog-title`;
  return (
    <dialog ref={dialog} aria-labelledby={titleId} className={sheet}>
      <div className={sheetHeader}>
        <h2 id={titleId} className={sheetTitle}>
          {strings.dialogTitle()}
        </h2>
        <button type="button" className={close} onClick={onClose} aria-label={strings.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={stack}>
        <Filters lang={lang} idPrefix={`${idPrefix}-m`} />
      </div>
      <button type="button" className={button} onClick={onClose}>
        {strings.showResults()}
      </button>
    </dialog>
  );
}

function FilterDialog({ lang, idPrefix }: { lang: Lang; idPrefix: string }) {
  const strings = tEvents(lang).filters;
  const [open, setOpen] = useState(false);
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
  const mobile = useIsMobile();
  return (
    <div id={`${idPrefix}-filters`} role="group" aria-label={tEvents(lang).filters.label()} className={bar}>
      {mobile ? <FilterDialog lang={lang} idPrefix={idPrefix} /> : <Filters lang={lang} idPrefix={idPrefix} />}
    </div>
  );
}

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

/** The whole small screen: head, the filters scrolling in between, the results button at the foot. */
const sheet = css`
  box-sizing: border-box;
  width: 100%;
  max-width: 100%;
  height: 100%;
  max-height: 100%;
  margin: 0;
  padding: 1rem;
  border: 0;
  background: ${colors.background};
  color: ${colors.text};
  &[open] {
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
  &::backdrop {
    background: color-mix(in srgb, ${colors.text} 45%, transparent);
  }
`;

const sheetHeader = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const sheetTitle = css`
  margin: 0;
  font-size: 1.25rem;
`;

const close = css`
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  background: transparent;
  font-size: 1.75rem;
  cursor: pointer;
`;

const stack = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  display: grid;
  align-content: start;
  gap: 0.5rem;
`;
