import { PRICE_CATEGORY_LABELS, type EditorPrice, type PriceCategory } from '../../common/api/event-prices';
import type { Lang } from '../../common/routes';
import { control } from '../forms/widgets/styles';
import { tPrices } from './price-list-strings';
import { priceRow } from './price-list-styles';

interface Props {
  lang: Lang;
  price: EditorPrice;
  /** The group's and the price's places in their lists, from 0. */
  group: number;
  index: number;
  /** The list's refusal is about this amount. */
  invalid: boolean;
  describedBy?: string;
  /** A group keeps one price at least: without prices it goes as a whole. */
  removable: boolean;
  onChange(price: EditorPrice): void;
  onRemove(): void;
}

/** Amounts show with a decimal comma in the German hub; the server stores "12.50" and takes either. */
const shown = (amount: string, lang: Lang) => (lang === 'de' && /^\d+\.\d{2}$/.test(amount) ? amount.replace('.', ',') : amount);

/** One price of a seat group: its category by name, its amount, and its remove button. */
export function PriceListRow({ lang, price, group, index, invalid, describedBy, removable, onChange, onRemove }: Props) {
  const s = tPrices(lang);
  const place = { group: group + 1, index: index + 1 };
  return (
    <div data-price={index} className={priceRow}>
      <select className={control} aria-label={s.categoryOf(place)} value={price.category} onChange={(e) => onChange({ ...price, category: e.target.value as PriceCategory })}>
        {Object.entries(PRICE_CATEGORY_LABELS).map(([code, name]) => (
          <option key={code} value={code}>
            {name[lang]}
          </option>
        ))}
      </select>
      <input
        className={control}
        inputMode="decimal"
        aria-label={s.amountOf(place)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        value={shown(price.amount, lang)}
        onChange={(e) => onChange({ ...price, amount: e.target.value })}
      />
      {removable && (
        <button type="button" aria-label={s.removePrice(place)} onClick={onRemove}>
          {s.remove()}
        </button>
      )}
    </div>
  );
}
