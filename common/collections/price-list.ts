/**
 * The check and the stored form of an event's editor prices (common/api/event-prices.ts;
 * DECISIONS "Editor prices and shop prices"). Amounts may be typed the German way ("12,50") or the shop's ("12.50"); they are stored
 * with a point and two decimals. Each refusal names the seat group and the price by their place in
 * the form, so an editor finds the one meant among several.
 */
import { isPriceCategory, type EditorSeatGroup } from '../api/event-prices';
import type { FieldError } from '../modules/define';

/** Longest seat-group name: it stands on one line of the price list. */
export const SEAT_GROUP_NAME_MAX = 120;

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

/** "12,5" → "12.50"; null when it is no amount of at least 0 with at most two decimals. */
export function normalizeAmount(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : '';
  return AMOUNT.test(text) ? Number(text).toFixed(2) : null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The first problem of a price list, or null. Blank (null, '', []) is an empty list. A list that is
 * no list of groups, or names an unknown category, is `notOption`, and a group without prices
 * `required` (with the group): the hub's widget sends neither, so they have no messages of their own
 * in the editor's bundle, which is at its budget.
 */
export function priceListError(field: string, value: unknown): FieldError | null {
  if (value === undefined || value === null || value === '') return null;
  if (!Array.isArray(value)) return { field, code: 'notOption' };
  for (const [g, group] of value.entries()) {
    const at = { group: g + 1 };
    if (!isRecord(group) || !isRecord(group.name) || !Array.isArray(group.prices)) return { field, code: 'notOption' };
    const { de, en } = group.name;
    for (const name of [de, en]) if (name !== undefined && name !== null && typeof name !== 'string') return { field, code: 'notOption' };
    const tooLong = [de, en].some((name) => typeof name === 'string' && name.trim().length > SEAT_GROUP_NAME_MAX);
    if (isBlank(de) || tooLong) return { field, code: 'seatGroupName', params: { ...at, max: SEAT_GROUP_NAME_MAX } };
    if (group.prices.length === 0) return { field, code: 'required', params: at };
    for (const [p, price] of group.prices.entries()) {
      const where = { ...at, price: p + 1 };
      if (!isRecord(price) || !isPriceCategory(price.category)) return { field, code: 'notOption' };
      if (normalizeAmount(price.amount) === null) return { field, code: 'priceAmount', params: where };
    }
  }
  return null;
}

/** The stored form of a list `priceListError` passed: trimmed names, amounts "12.50". */
export function normalizePriceList(value: unknown): EditorSeatGroup[] {
  if (!Array.isArray(value)) return [];
  return value.map((group: EditorSeatGroup) => {
    const en = typeof group.name.en === 'string' ? group.name.en.trim() : '';
    return {
      name: en ? { de: group.name.de.trim(), en } : { de: group.name.de.trim() },
      prices: group.prices.map((p) => ({ category: p.category, amount: normalizeAmount(p.amount)! })),
    };
  });
}
