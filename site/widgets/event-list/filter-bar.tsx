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
import { Calendar } from './calendar';
import { CheckboxGroup, FilterDropdown } from './filter-dropdown';
import { calendarDays, filterOptions } from './list-store';
import { useModal } from './use-modal';

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
        <Calendar
          lang={lang}
          days={calendarDays.value}
          selected={filters.date}
          onSelect={(day) => {
            setDate(day);
            setOpen(null);
          }}
        />
      </FilterDropdown>
    </>
  );
}

function FilterDialog({ lang, idPrefix }: { lang: Lang; idPrefix: string }) {
  const strings = tEvents(lang).filters;
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  useModal(open, dialog, () => setOpen(false));
  const filters = eventFilters.value;
  const count = EVENT_FILTER_KEYS.reduce((sum, key) => sum + filters[key].length, filters.date ? 1 : 0);
  const titleId = `${idPrefix}-dialog-title`;
  return (
    <>
      <button type="button" className={button} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {count ? strings.openCount({ count }) : strings.open()}
      </button>
      {open ? (
        <div className={backdrop}>
          <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className={sheet} tabIndex={-1}>
            <div className={sheetHeader}>
              <h2 id={titleId} className={sheetTitle}>
                {strings.dialogTitle()}
              </h2>
              <button type="button" className={close} onClick={() => setOpen(false)} aria-label={strings.close()}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className={stack}>
              <Filters lang={lang} idPrefix={`${idPrefix}-m`} />
            </div>
            <button type="button" className={button} onClick={() => setOpen(false)}>
              {strings.showResults()}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}

export function FilterBar({ lang, idPrefix }: { lang: Lang; idPrefix: string }) {
  const mobile = useIsMobile();
  return (
    <div role="group" aria-label={tEvents(lang).filters.label()} className={bar}>
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

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgba(0, 0, 0, 0.4);
`;

const sheet = css`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 1rem;
  padding: 1rem;
  background: ${colors.background};
  overflow: auto;
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
  display: grid;
  align-content: start;
  gap: 0.5rem;
`;
