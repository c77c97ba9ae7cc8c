import type { RendererProps } from '../renderer-props';
import { COLUMN_SPANS, ColumnGrid } from '../shared/column-grid';
import type declaration from './schema';

/** Children fill the layout's columns in turn: the first child the first column, the second the second, and round again. */
export function Container({ data, items }: RendererProps<typeof declaration>) {
  const count = COLUMN_SPANS[data.layout].length;
  const columns = Array.from({ length: count }, (_, column) => items.filter((_, i) => i % count === column));
  return (
    <div data-slug={data.slug}>
      <ColumnGrid layout={data.layout} columns={columns} />
    </div>
  );
}
