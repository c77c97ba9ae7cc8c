import type { EditorSeatGroup } from '../../common/api/event-prices';
import type { Lang } from '../../common/routes';
import { control } from '../forms/widgets/styles';
import { PriceListRow } from './price-list-row';
import { tPrices } from './price-list-strings';
import { buttons, groupBox, names, priceRow } from './price-list-styles';
import type { PriceListEdits } from './use-price-list-edits';

interface Props {
  lang: Lang;
  group: EditorSeatGroup;
  /** The group's place in the list, from 0. */
  index: number;
  describedBy?: string;
  /** Whether the list's refusal is about this group's control of `code` (of its price at `price`, when given). */
  refused(code: string, price?: number): boolean;
  edits: PriceListEdits;
}

/** One seat group: its names in German and English, its prices, and the buttons that add a price and remove the group. */
export function PriceListGroup({ lang, group, index: g, describedBy, refused, edits }: Props) {
  const s = tPrices(lang);
  const set = (next: EditorSeatGroup) => edits.setGroup(g, next);
  return (
    <fieldset data-group={g} className={groupBox}>
      <legend>{s.group({ index: g + 1 })}</legend>
      <div className={names}>
        <label>
          {s.nameDe()}
          <input
            className={control}
            value={group.name.de}
            maxLength={120}
            aria-invalid={refused('seatGroupName') || undefined}
            aria-describedby={refused('seatGroupName') ? describedBy : undefined}
            onChange={(e) => set({ ...group, name: { ...group.name, de: e.target.value } })}
          />
        </label>
        <label lang="en">
          {s.nameEn()}
          <input className={control} value={group.name.en ?? ''} maxLength={120} onChange={(e) => set({ ...group, name: { ...group.name, en: e.target.value } })} />
        </label>
      </div>
      {group.prices.length > 0 && (
        <div className={priceRow} aria-hidden="true">
          <span>{s.category()}</span>
          <span>{s.amount()}</span>
        </div>
      )}
      {group.prices.map((price, i) => (
        <PriceListRow
          key={i}
          lang={lang}
          price={price}
          group={g}
          index={i}
          invalid={refused('priceAmount', i)}
          describedBy={describedBy}
          removable={group.prices.length > 1}
          onChange={(next) => set({ ...group, prices: group.prices.map((old, j) => (j === i ? next : old)) })}
          onRemove={() => edits.removePrice(g, i)}
        />
      ))}
      <div className={buttons}>
        <button type="button" onClick={() => edits.addPrice(g)}>
          {s.addPrice()}
        </button>
        <button type="button" onClick={() => edits.removeGroup(g)}>
          {s.removeGroup({ index: g + 1 })}
        </button>
      </div>
    </fieldset>
  );
}
