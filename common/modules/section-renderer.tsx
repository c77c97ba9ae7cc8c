/**
 * A page section (SPEC §3 "Section/container"): its columns on the twelve-column grid, its extra
 * classes and colour theme, and the modules of each column.
 */
import { css } from 'goober';
import type { ReactNode } from 'react';
import type { Section } from '../api/types';
import type { Lang } from '../routes';
import { sizes } from '../theme';
import { ModuleRenderer } from './module-renderer';
import { ColumnGrid } from './shared/column-grid';
import { PlacementContext, usePlacement } from './shared/context';
import { themedClasses } from './shared/theme-class';

const band = css`
  padding: 2.5rem ${sizes.gutter};
  max-width: ${sizes.maxContainer};
  margin: 0 auto;
`;

export interface SectionRendererProps {
  section: Section;
  lang: Lang;
  /** The page's first section: a hero image in it is the LCP candidate. Pass `index === 0`. */
  first?: boolean;
}

export function SectionRenderer({ section, lang, first = true }: SectionRendererProps) {
  const placement = usePlacement();
  const columns: ReactNode[] = [];
  const classes: string[] = [];
  for (const column of section.columns) {
    columns[column.index] = column.children.map((module) => <ModuleRenderer key={module.id} module={module} lang={lang} />);
    classes[column.index] = column.classes;
  }
  return (
    <PlacementContext.Provider value={{ ...placement, first }}>
      <section id={section.slug} className={`${band} ${themedClasses(section.extra_class)}`}>
        <ColumnGrid layout={section.layout} columns={columns} classes={classes} />
      </section>
    </PlacementContext.Provider>
  );
}
