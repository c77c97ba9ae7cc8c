/**
 * Edit mode's outlines: every section of the page gets an outline and a strip
 * of actions laid over it, found by its slug id (common/editor-seam.ts), and an 'add section'
 * button below it. The modules of a section are edited in its structure panel.
 */
import { css } from 'goober';
import { SECTION_LAYOUT_OPTIONS } from '../../common/option-labels';
import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import type { Section } from '../../common/api/types';
import { deleteSection, moveSection, tEditor } from '../state/content';
import { setState, useEditor, useLang } from '../state/store';
import { button, dangerButton, EDITOR_COLORS, EDITOR_Z, editorFont } from '../styles';
import { ModuleBadges } from '../schedule/module-badges';
import { LayoutMenu } from './layout-menu';
import { focusAfterEdit, focusPending, neighbourOf } from '../focus/focus-after-edit';

/**
 * A section's modules are edited in its structure panel, opened on request: fetched then (the
 * module forms' option names in both languages had to find room in the editor's entry).
 */
const StructurePanel = lazy(async () => ({ default: (await import('./structure-panel')).StructurePanel }));

/** Measures again whenever the page's layout may have moved. */
function useRelayout(): void {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const observer = new ResizeObserver(() => bump());
    observer.observe(document.body);
    addEventListener('resize', bump);
    const timer = setInterval(bump, 1000);
    return () => {
      observer.disconnect();
      removeEventListener('resize', bump);
      clearInterval(timer);
    };
  }, []);
}

export function SectionOverlays() {
  const editing = useEditor((s) => s.editing);
  const page = useEditor((s) => s.shown?.page ?? null);
  const panel = useEditor((s) => s.panel);
  useRelayout();
  // A section or module just made or next to one just deleted takes focus once the page shows it.
  useEffect(focusPending);
  if (!editing || !page) return null;
  const sections = page.modules;
  const open = sections.find((section) => section.slug === panel);
  return (
    <div className={editorFont}>
      <div className={layer}>
        {sections.map((section, index) => (
          <SectionOutline key={section.slug} section={section} index={index} slugs={sections.map((one) => one.slug)} />
        ))}
        <ModuleBadges page={page} />
      </div>
      {open && (
        <Suspense fallback={null}>
          <StructurePanel key={open.slug} section={open} index={sections.indexOf(open)} />
        </Suspense>
      )}
    </div>
  );
}

function SectionOutline({ section, index, slugs }: { section: Section; index: number; slugs: string[] }) {
  const count = slugs.length;
  const lang = useLang();
  const s = tEditor(lang);
  const panel = useEditor((st) => st.panel);
  const [adding, setAdding] = useState(false);
  const element = document.getElementById(section.slug);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  const box = { top: rect.top + scrollY, left: rect.left + scrollX, width: rect.width, height: Math.max(rect.height, 48) };
  const n = index + 1;
  const open = panel === section.slug;
  const remove = () => {
    if (!confirm(s.sectionDeleteConfirm())) return;
    const next = neighbourOf(slugs, index);
    deleteSection(section.slug).then(() => focusAfterEdit(next === null ? { toolbar: true } : { section: next }), () => undefined);
  };
  return (
    <div className={outline} style={box} data-section-outline={section.slug}>
      <div role="group" aria-label={s.sectionActions({ n, layout: SECTION_LAYOUT_OPTIONS[section.layout][lang] })} className={strip}>
        <span className={label}>{s.sectionActions({ n, layout: SECTION_LAYOUT_OPTIONS[section.layout][lang] })}</span>
        <button type="button" className={button} aria-expanded={open} onClick={() => setState({ panel: open ? null : section.slug })}>
          {s.structure()}
        </button>
        <button type="button" className={button} disabled={index === 0} onClick={() => void moveSection(section.slug, index - 1).catch(() => undefined)}>
          {s.sectionUp()}
        </button>
        <button type="button" className={button} disabled={index === count - 1} onClick={() => void moveSection(section.slug, index + 1).catch(() => undefined)}>
          {s.sectionDown()}
        </button>
        <button type="button" className={`${button} ${dangerButton}`} onClick={remove}>
          {s.sectionDelete()}
        </button>
      </div>
      <div className={below}>
        <button type="button" className={button} aria-expanded={adding} onClick={() => setAdding(!adding)}>
          + {s.addSection()}
        </button>
        {adding && <LayoutMenu position={index + 1} onDone={() => setAdding(false)} />}
      </div>
    </div>
  );
}

const layer = css`
  position: absolute;
  top: 0;
  left: 0;
  width: 0;
  height: 0;
  z-index: ${EDITOR_Z - 2};
`;
const outline = css`
  position: absolute;
  box-sizing: border-box;
  outline: 2px dashed ${EDITOR_COLORS.outline};
  outline-offset: -2px;
  pointer-events: none;
  & button,
  & [role='group'] {
    pointer-events: auto;
  }
`;
const strip = css`
  position: absolute;
  top: 0.25rem;
  left: 0.25rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  align-items: center;
  padding: 0.25rem;
  background: ${EDITOR_COLORS.outline};
  border-radius: 4px;
`;
const label = css`
  color: #fff;
  font-weight: 700;
  padding: 0 0.5rem;
`;
const below = css`
  position: absolute;
  bottom: -1.1rem;
  left: 50%;
  transform: translateX(-50%);
`;
