/**
 * The twelve-column grid of sections and containers (SPEC §3 "Section/container": 100, 67-33, 33-67,
 * 50-50, 33-33-33, 25-50-25); on small screens the columns stack in reading order.
 */
import { css } from 'goober';
import type { ReactNode } from 'react';
import type { SectionLayout } from '../../api/types';
import { mq, sizes } from '../../theme';
import { PlacementContext, usePlacement } from './context';

/** Each layout's column spans, in twelfths. */
export const COLUMN_SPANS: Record<SectionLayout, readonly number[]> = {
  '100': [12],
  '67-33': [8, 4],
  '33-67': [4, 8],
  '50-50': [6, 6],
  '33-33-33': [4, 4, 4],
  '25-50-25': [3, 6, 3],
};

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem ${sizes.gutter};
  ${mq.md} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
  }
`;

const column = css`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  min-width: 0;
`;

const SPAN_CLASSES = new Map<number, string>();
function spanClass(span: number): string {
  let name = SPAN_CLASSES.get(span);
  if (!name) {
    name = css`
      ${mq.md} {
        grid-column: span ${span};
      }
    `;
    SPAN_CLASSES.set(span, name);
  }
  return name;
}

export interface ColumnGridProps {
  layout: SectionLayout;
  /** Content per column index; a missing column stays empty so the others keep their width. */
  columns: readonly ReactNode[];
  /** Extra classes per column index, as the editor set them. */
  classes?: readonly string[];
}

export function ColumnGrid({ layout, columns, classes = [] }: ColumnGridProps) {
  const placement = usePlacement();
  const spans = COLUMN_SPANS[layout] ?? COLUMN_SPANS['100'];
  return (
    <div className={grid}>
      {spans.map((span, index) => (
        <div key={index} className={[column, spanClass(span), classes[index] ?? ''].join(' ').trim()} data-column={index}>
          <PlacementContext.Provider value={{ ...placement, span: Math.round((placement.span * span) / 12) }}>{columns[index]}</PlacementContext.Provider>
        </div>
      ))}
    </div>
  );
}
