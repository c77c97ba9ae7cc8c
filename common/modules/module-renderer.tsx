/**
 * Renders one page module of any type through the registry. Every module honours its online window
 * (SPEC §4); an unknown type renders nothing and is reported once per type (STYLE.md 3).
 */
import type { ModuleData } from '../api/types';
import { isOnline } from '../online-window';
import type { Lang } from '../routes';
import { editPreview } from './edit-preview';
import { rendererOf } from './registry';

const reported = new Set<string>();

function known(module: ModuleData): boolean {
  if (rendererOf(module.type)) return true;
  if (!reported.has(module.type)) {
    reported.add(module.type);
    console.warn(`Page module type "${module.type}" is unknown here and is not shown.`);
  }
  return false;
}

/** Whether a module shows now: a type we can render, inside its online window. */
export function isVisible(module: ModuleData, now: Date = new Date()): boolean {
  return known(module) && isOnline(module, now);
}

export interface ModuleRendererProps {
  module: ModuleData;
  lang: Lang;
}

export function ModuleRenderer({ module, lang }: ModuleRendererProps) {
  const Renderer = rendererOf(module.type);
  // Edit mode shows what is outside its window too; the editor badges it (common/modules/edit-preview.ts).
  const preview = editPreview.value;
  const shows = (m: ModuleData) => (preview ? known(m) : isVisible(m));
  if (!shows(module) || !Renderer) return null;
  const items = (module.children ?? []).filter(shows).map((child) => <ModuleRenderer key={child.id} module={child} lang={lang} />);
  // Declared defaults arrive filled in by the server (server/features/pages/section-tree.ts).
  const output = <Renderer data={module.data} module={module} lang={lang} items={items} />;
  // Edit mode marks where the module starts (common/modules/module-id-attribute.ts).
  return preview ? (
    <>
      <template data-module-id={module.id} />
      {output}
    </>
  ) : (
    output
  );
}
