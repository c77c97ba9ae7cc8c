/**
 * The widget of an event's seat groups and prices (common/collections/define.ts PriceListField):
 * groups named in German and English, each with prices by category (named
 * options, never codes) and amount. Amounts show with a decimal comma in the German hub and may be
 * typed either way; the server stores "12.50". Add and remove by mouse or keyboard; focus lands on
 * what was added, or on a neighbour of what was removed. A refusal marks the control it is about.
 * Its own lazy chunk: only the event form needs it.
 */
import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import { PRICE_CATEGORY_LABELS, type EditorSeatGroup, type PriceCategory } from '../../common/api/event-prices';
import { priceListError } from '../../common/collections/price-list';
import de from '../../common/i18n/de/hub-prices';
import en from '../../common/i18n/en/hub-prices';
import { namespace } from '../../common/i18n/namespace';
import type { WidgetProps } from '../forms/types';
import { control } from '../forms/widgets/styles';

const tPrices = namespace({ de, en });

type Group = EditorSeatGroup;

const asList = (value: unknown): Group[] => (Array.isArray(value) ? (value as Group[]) : []);

export default function PriceListWidget(p: WidgetProps) {
  const s = tPrices(p.lang);
  const groups = asList(p.value);
  const root = useRef<HTMLDivElement>(null);
  // A selector of the control to focus once the list has re-rendered (after add or remove).
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    root.current?.querySelector<HTMLElement>(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  // Which control the server's (or the same local) check refused: the first problem of the list.
  const problem = p.invalid ? priceListError(p.name, groups) : null;
  const at = (code: string, group: number, price?: number) =>
    problem?.code === code && problem.params?.group === group + 1 && (price === undefined || problem.params?.price === price + 1);

  const update = (next: Group[]) => p.onChange(next);
  const setGroup = (g: number, group: Group) => update(groups.map((old, i) => (i === g ? group : old)));
  const shown = (amount: string) => (p.lang === 'de' && /^\d+\.\d{2}$/.test(amount) ? amount.replace('.', ',') : amount);

  const addGroup = () => {
    update([...groups, { name: { de: '', en: '' }, prices: [{ category: 'full', amount: '' }] }]);
    setFocusNext(`[data-group="${groups.length}"] input`);
  };
  const removeGroup = (g: number) => {
    update(groups.filter((_, i) => i !== g));
    setFocusNext(groups.length > 1 ? `[data-group="${Math.max(0, g - 1)}"] input` : '[data-add-group]');
  };
  const addPrice = (g: number) => {
    const group = groups[g]!;
    // The first price is the full one (SPEC §9); a further one starts as the reduced price.
    setGroup(g, { ...group, prices: [...group.prices, { category: group.prices.length ? 'reduced' : 'full', amount: '' }] });
    setFocusNext(`[data-group="${g}"] [data-price="${group.prices.length}"] select`);
  };
  const removePrice = (g: number, i: number) => {
    const group = groups[g]!;
    setGroup(g, { ...group, prices: group.prices.filter((_, j) => j !== i) });
    setFocusNext(`[data-group="${g}"] [data-price="${Math.max(0, i - 1)}"] select`);
  };

  return (
    <div ref={root} id={p.id} role="group" aria-label={p.field.label[p.lang]} aria-describedby={p.describedBy} className={box}>
      <p className={hint}>{s.hint()}</p>
      {groups.map((group, g) => (
        <fieldset key={g} data-group={g} className={groupBox}>
          <legend>{s.group({ index: g + 1 })}</legend>
          <div className={names}>
            <label>
              {s.nameDe()}
              <input
                className={control}
                value={group.name.de}
                maxLength={120}
                aria-invalid={at('seatGroupName', g) || undefined}
                aria-describedby={at('seatGroupName', g) ? p.describedBy : undefined}
                onChange={(e) => setGroup(g, { ...group, name: { ...group.name, de: e.target.value } })}
              />
            </label>
            <label lang="en">
              {s.nameEn()}
              <input className={control} value={group.name.en ?? ''} maxLength={120} onChange={(e) => setGroup(g, { ...group, name: { ...group.name, en: e.target.value } })} />
            </label>
          </div>
          {group.prices.length > 0 && (
            <div className={priceRow} aria-hidden="true">
              <span>{s.category()}</span>
              <span>{s.amount()}</span>
            </div>
          )}
          {group.prices.map((price, i) => (
            <div key={i} data-price={i} className={priceRow}>
              <select
                className={control}
                aria-label={s.categoryOf({ group: g + 1, index: i + 1 })}
                value={price.category}
                onChange={(e) => setGroup(g, { ...group, prices: group.prices.map((old, j) => (j === i ? { ...old, category: e.target.value as PriceCategory } : old)) })}
              >
                {Object.entries(PRICE_CATEGORY_LABELS).map(([code, name]) => (
                  <option key={code} value={code}>
                    {name[p.lang]}
                  </option>
                ))}
              </select>
              <input
                className={control}
                inputMode="decimal"
                aria-label={s.amountOf({ group: g + 1, index: i + 1 })}
                aria-invalid={at('priceAmount', g, i) || undefined}
                aria-describedby={at('priceAmount', g, i) ? p.describedBy : undefined}
                value={shown(price.amount)}
                onChange={(e) => setGroup(g, { ...group, prices: group.prices.map((old, j) => (j === i ? { ...old, amount: e.target.value } : old)) })}
              />
              {/* A group keeps one price at least: without prices it goes as a whole. */}
              {group.prices.length > 1 && (
                <button type="button" aria-label={s.removePrice({ group: g + 1, index: i + 1 })} onClick={() => removePrice(g, i)}>
                  {s.remove()}
                </button>
              )}
            </div>
          ))}
          <div className={buttons}>
            <button type="button" onClick={() => addPrice(g)}>
              {s.addPrice()}
            </button>
            <button type="button" onClick={() => removeGroup(g)}>
              {s.removeGroup({ index: g + 1 })}
            </button>
          </div>
        </fieldset>
      ))}
      <div className={buttons}>
        <button type="button" data-add-group onClick={addGroup}>
          {s.addGroup()}
        </button>
      </div>
    </div>
  );
}

const box = css`
  display: grid;
  gap: 0.75rem;
`;
const hint = css`
  margin: 0;
  font-size: 0.9rem;
`;
const groupBox = css`
  display: grid;
  gap: 0.5rem;
  legend {
    font-weight: 600;
  }
`;
const names = css`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  label {
    display: grid;
    gap: 0.2rem;
  }
`;
const priceRow = css`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: minmax(9rem, 2fr) minmax(6rem, 1fr) auto;
  align-items: center;
  & > span {
    font-size: 0.9rem;
  }
`;
const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
