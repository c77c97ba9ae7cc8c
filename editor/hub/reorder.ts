/**
 * Reordering a list by its order field ("navigation … drag to reorder"): the
 * moved rows of the shown page get positions counted from the page's start, and only the rows whose
 * position changes are written.
 */
import type { AdminListItem } from '../../common/api/admin';

/** The rows with the one at `from` moved to `to`. */
export function moved<T>(rows: readonly T[], from: number, to: number): T[] {
  const out = [...rows];
  const [row] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(to, out.length)), 0, row!);
  return out;
}

/** The writes that give `rows` (in their new order) the positions first, first + 1, …: `[id, position]`. */
export function positionWrites(rows: readonly AdminListItem[], orderField: string, first: number): [number, number][] {
  return rows.flatMap((row, i) => (row.values[orderField] === first + i ? [] : [[row.id, first + i] as [number, number]]));
}
