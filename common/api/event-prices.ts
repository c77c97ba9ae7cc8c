/**
 * Prices an editor gives an event in the hub, for events the ticket shop does not
 * sell: seat groups, each named in both languages, with prices by category. Stored on the event
 * (`events.price_list`); the shop's own seat groups stay the source for the events it sells
 * (docs/DECISIONS.md "Editor prices and shop prices"). Amounts are decimal strings with a point,
 * like the shop's ("12.00"), so common/format/price.ts shows both alike.
 */
import type { Localized } from '../i18n/localized';
import { pickText } from '../i18n/localized';
import type { Label } from '../modules/define';
import type { Lang } from '../routes';

/** The categories a price can be of, the full price first (SPEC §9: the first price is the main one). */
export const PRICE_CATEGORY_LABELS = {
  full: { de: 'Vollpreis', en: 'Full price' },
  reduced: { de: 'Ermäßigt', en: 'Reduced' },
  students: { de: 'Schüler und Studierende', en: 'Pupils and students' },
  children: { de: 'Kinder', en: 'Children' },
  groups: { de: 'Gruppen ab 10 Personen', en: 'Groups of 10 or more' },
} as const satisfies Record<string, Label>;

export type PriceCategory = keyof typeof PRICE_CATEGORY_LABELS;

export const isPriceCategory = (code: unknown): code is PriceCategory => typeof code === 'string' && Object.hasOwn(PRICE_CATEGORY_LABELS, code);

export interface EditorPrice {
  category: PriceCategory;
  /** "12.00": at least 0, two decimals. */
  amount: string;
}

export interface EditorSeatGroup {
  /** German required, English optional (German shows where it is empty). */
  name: Localized;
  prices: EditorPrice[];
}

/** One line of an event's price list as visitors read it: a seat group and its prices, the full price first. */
export interface PriceGroup {
  name: string;
  prices: { name: string; price: string }[];
}

/** The editor's seat groups in one language. */
export function editorPriceGroups(list: readonly EditorSeatGroup[], lang: Lang): PriceGroup[] {
  return list.map((group) => ({
    name: pickText(group.name, lang),
    prices: group.prices.map((p) => ({ name: PRICE_CATEGORY_LABELS[p.category][lang], price: p.amount })),
  }));
}
