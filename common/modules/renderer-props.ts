import type { ReactNode } from 'react';
import type { ModuleData } from '../api/types';
import type { Lang } from '../routes';
import type { DataOf } from './define';

/** What every module renderer receives; `data` is typed by the module's declaration. */
export interface RendererProps<D> {
  data: DataOf<D>;
  module: ModuleData;
  lang: Lang;
  /** The module's child modules that are online and known, already rendered, in order. */
  items: ReactNode[];
}
