/**
 * The date picker of the filter bar (SPEC §2 "Event list page"): a month grid of day buttons where
 * only days with events can be chosen (aria-disabled on the others), arrow keys move by day and week,
 * Home/End to the week's ends, Page Up/Down by month; one day button is in the tab order.
 */
import { css } from 'goober';
import { useMemo } from 'react';
import { formatQueryDate, INTL_LOCALES, parseQueryDate } from '../../../../common/format';
import { tEvents } from '../../../../common/modules/event-list/strings';
import type { Lang } from '../../../../common/routes';
import { colors } from '../../../../common/theme';
import { dayHeading } from '../../../../common/modules/event-list/event-days';
import { fromKey, keyOf, monthGrid, utc } from './calendar-dates';
import { useGridFocus } from './use-grid-focus';

interface CalendarProps {
  lang: Lang;
  /** Days with events, DD-MM-YYYY. */
  days: readonly string[];
  selected: string | null;
  onSelect(day: string): void;
}

export function Calendar({ lang, days, selected, onSelect }: CalendarProps) {
  const strings = tEvents(lang).calendar;
  const available = useMemo(() => new Set(days), [days]);
  const today = fromKey(formatQueryDate(new Date()))!;
  const start = (selected && fromKey(selected)) || (days[0] && fromKey(days[0])) || today;
  const { focused, grid, move, shiftMonth, onKeyDown } = useGridFocus(start);
  const year = focused.getUTCFullYear();
  const month = focused.getUTCMonth();
  const monthName = new Intl.DateTimeFormat(INTL_LOCALES[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(focused);
  const weekdayNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(INTL_LOCALES[lang], { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(INTL_LOCALES[lang], { weekday: 'long', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, i) => ({ short: format.format(utc(2024, 0, 1 + i)), long: long.format(utc(2024, 0, 1 + i)) }));
  }, [lang]);

  const titleId = `calendar-${lang}-title`;
  return (
    <div className={root}>
      <div className={header}>
        <button type="button" className={nav} onClick={() => shiftMonth(-1)} aria-label={strings.previousMonth()}>
          <span aria-hidden="true">‹</span>
        </button>
        <p id={titleId} className={title} aria-live="polite">
          {monthName}
        </p>
        <button type="button" className={nav} onClick={() => shiftMonth(1)} aria-label={strings.nextMonth()}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} className={table} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(year, month).map((week) => (
            <tr key={keyOf(week[0]!)}>
              {week.map((day) => {
                const key = keyOf(day);
                const enabled = available.has(key);
                const inMonth = day.getUTCMonth() === month;
                const label = dayHeading(parseQueryDate(key)!, lang);
                return (
                  <td key={key} role="gridcell" aria-selected={key === selected}>
                    <button
                      type="button"
                      className={`${cell} ${inMonth ? '' : outside}`}
                      tabIndex={day.getTime() === focused.getTime() ? 0 : -1}
                      aria-disabled={!enabled}
                      aria-pressed={key === selected}
                      aria-label={enabled ? label : strings.noEvents({ date: label })}
                      data-day={key}
                      onClick={() => (enabled ? onSelect(key) : move(day))}
                    >
                      {day.getUTCDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={hint}>{strings.hint()}</p>
    </div>
  );
}

const root = css`
  display: grid;
  gap: 0.5rem;
  min-width: 18rem;
`;

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const title = css`
  margin: 0;
  font-weight: 600;
  text-transform: capitalize;
`;

const nav = css`
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${colors.border};
  background: ${colors.background};
  font-size: 1.25rem;
  cursor: pointer;
`;

const table = css`
  border-collapse: collapse;
  width: 100%;
  text-align: center;
  & th {
    padding: 0.25rem 0;
    font-size: 0.8rem;
    color: ${colors.textMuted};
  }
`;

const cell = css`
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-disabled='true'] {
    color: ${colors.textMuted};
    font-weight: 400;
    text-decoration: line-through;
    cursor: default;
  }
  &[aria-pressed='true'] {
    background: ${colors.primary};
    color: ${colors.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
  }
`;

const outside = css`
  opacity: 0.55;
`;

const hint = css`
  margin: 0;
  font-size: 0.85rem;
  color: ${colors.textMuted};
`;
