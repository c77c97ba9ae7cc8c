/** Plain calendar arithmetic on UTC dates: a day here is a calendar day, not an instant. */
export const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
/** DD-MM-YYYY, the form the filter's address and the days with events use. */
export const keyOf = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
export function fromKey(key: string): Date | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(key);
  return m ? utc(Number(m[3]), Number(m[2]) - 1, Number(m[1])) : null;
}
export const addDays = (d: Date, n: number) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n);
/** Monday-based weekday, 0–6. */
export const weekday = (d: Date) => (d.getUTCDay() + 6) % 7;

/** The weeks (Monday to Sunday) that hold a day of the month. */
export function monthGrid(year: number, month: number): Date[][] {
  const first = utc(year, month, 1);
  let cursor = addDays(first, -weekday(first));
  const weeks: Date[][] = [];
  do {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(cursor, i)));
    cursor = addDays(cursor, 7);
  } while (cursor.getUTCMonth() === month);
  return weeks;
}
