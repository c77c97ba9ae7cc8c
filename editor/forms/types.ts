/** What every field widget receives (editor/forms/): one widget per field kind, no per-type forms. */
import type { RefPreview } from '../../common/api/editor';
import type { Field, FieldKind } from '../../common/modules/define';
import type { Lang } from '../../common/routes';

export interface WidgetProps<F extends Field = Field> {
  /** The input's id; the label points at it. */
  id: string;
  name: string;
  field: F;
  value: unknown;
  onChange(value: unknown): void;
  lang: Lang;
  invalid: boolean;
  /** Id of the error message, for aria-describedby. */
  describedBy?: string;
  /** Previews of stored references ("media:5", "page:3"), from the module read. */
  refs: Record<string, RefPreview>;
  /** Work to finish before the form is sent (e.g. alt texts of a chosen image). */
  beforeSave(task: () => Promise<void>): void;
}

export type Widget = (props: WidgetProps<never>) => React.ReactNode;
export type WidgetMap = Record<FieldKind, (props: WidgetProps) => React.ReactNode>;
