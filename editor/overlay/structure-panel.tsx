/**
 * The modules of one section, column by column: edit, move by keyboard (up,
 * down, to another column) or by dragging, duplicate, delete with a confirmation, add from the
 * toolbar kinds or 'more'. A side panel, not a modal: the page stays visible beside it.
 */
import { css } from 'goober';
import { SECTION_LAYOUT_OPTIONS } from '../../common/option-labels';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { ModuleData, Section } from '../../common/api/types';
import { deleteModule, duplicateModule, moveModule, tEditor } from '../state/content';
import { setState, useLang } from '../state/store';
import { button, dangerButton, EDITOR_COLORS, EDITOR_Z } from '../styles';
import { serverNow } from '../conflict/revision';
import { BadgeList } from '../schedule/badge-list';
import { moduleBadges } from '../schedule/badges';
import { AddModuleMenu } from './add-module-menu';
import { closeOnEscape } from '../focus/close-on-escape';
import { focusAfterEdit, neighbourOf } from '../focus/focus-after-edit';
import { useFocusReturn } from '../focus/focus-return';
import { moduleLabel, moduleSummary } from './module-kinds';

const DRAG_TYPE = 'application/x-venue-module';

export function StructurePanel({ section, index }: { section: Section; index: number }) {
  const lang = useLang();
  const s = tEditor(lang);
  const title = s.sectionActions({ n: index + 1, layout: SECTION_LAYOUT_OPTIONS[section.layout][lang] });
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusReturn(root);
  // The panel takes focus when it opens: a keyboard user starts at its heading, not back at the page.
  useEffect(() => heading.current?.focus(), []);
  const close = () => setState({ panel: null });
  return (
    <section ref={root} aria-label={title} className={panel} data-structure-panel={section.slug} onKeyDown={closeOnEscape(close)}>
      <div className={head}>
        <h2 ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className={button} onClick={close}>
          {s.close()}
        </button>
      </div>
      {section.columns.map((column) => (
        <ColumnList key={column.index} section={section} column={column.index} modules={column.children} />
      ))}
    </section>
  );
}

function ColumnList({ section, column, modules }: { section: Section; column: number; modules: ModuleData[] }) {
  const lang = useLang();
  const s = tEditor(lang);
  const [adding, setAdding] = useState(false);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent, position: number) => {
    event.preventDefault();
    event.stopPropagation();
    setOver(false);
    const id = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (id) void moveModule(id, { section: section.slug, column, position }).catch(() => undefined);
  };
  return (
    <div
      className={`${columnBox} ${over ? dropping : ''}`}
      data-column={column}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => drop(event, modules.length)}
    >
      <h3>{s.column({ n: column + 1 })}</h3>
      {modules.length === 0 && <p className={muted}>{s.emptyColumn()}</p>}
      <ol className={list}>
        {modules.map((module, position) => (
          <li
            key={module.id}
            draggable
            title={s.dragHint()}
            data-module-id={module.id}
            onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, String(module.id))}
            onDrop={(event) => drop(event, position)}
          >
            <ModuleItem section={section} column={column} module={module} position={position} count={modules.length} />
          </li>
        ))}
      </ol>
      <button type="button" className={button} aria-expanded={adding} onClick={() => setAdding(!adding)}>
        + {s.addModuleTo({ n: column + 1 })}
      </button>
      {adding && <AddModuleMenu section={section.slug} column={column} onDone={() => setAdding(false)} />}
    </div>
  );
}

function ModuleItem({ section, column, module, position, count }: { section: Section; column: number; module: ModuleData; position: number; count: number }) {
  const lang = useLang();
  const s = tEditor(lang);
  const name = moduleLabel(module.type, lang);
  const summary = moduleSummary(module.data);
  const move = (to: { column?: number; position: number }) => void moveModule(module.id, { section: section.slug, column: to.column ?? column, position: to.position }).catch(() => undefined);
  const remove = () => {
    if (!confirm(s.deleteConfirm({ name: summary ? `${name}: ${summary}` : name }))) return;
    const next = neighbourOf(section.columns.find((c) => c.index === column)?.children.map((m) => m.id) ?? [], position);
    deleteModule(module.id).then(() => focusAfterEdit(next === null ? { column: { section: section.slug, column } } : { module: next }), () => undefined);
  };
  return (
    <div role="group" aria-label={summary ? `${name}: ${summary}` : name} className={item}>
      <span className={itemName}>
        <strong>{name}</strong> {summary && <span className={muted}>{summary}</span>} <BadgeList badges={moduleBadges(module, serverNow(), lang)} />
      </span>
      <span className={actions}>
        <button type="button" className={button} onClick={() => setState({ dialog: { kind: 'module', mode: 'edit', id: module.id } })}>
          {s.edit()}
        </button>
        <button type="button" className={button} disabled={position === 0} onClick={() => move({ position: position - 1 })}>
          {s.moveUp()}
        </button>
        <button type="button" className={button} disabled={position === count - 1} onClick={() => move({ position: position + 1 })}>
          {s.moveDown()}
        </button>
        {section.columns
          .filter((c) => c.index !== column)
          .map((c) => (
            <button key={c.index} type="button" className={button} onClick={() => move({ column: c.index, position: c.children.length })}>
              {s.moveToColumn({ n: c.index + 1 })}
            </button>
          ))}
        <button type="button" className={button} onClick={() => void duplicateModule(module.id).catch(() => undefined)}>
          {s.duplicate()}
        </button>
        <button type="button" className={`${button} ${dangerButton}`} onClick={remove}>
          {s.delete()}
        </button>
      </span>
    </div>
  );
}

const panel = css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 3.5rem;
  width: min(30rem, 100vw);
  /* The padding inside that width: on a 390 px phone it pushed the panel's left edge off the screen. */
  box-sizing: border-box;
  overflow: auto;
  z-index: ${EDITOR_Z - 1};
  background: #fff;
  color: #111;
  box-shadow: -6px 0 24px rgb(0 0 0 / 0.25);
  padding: 1rem;
  h2 {
    font-size: 1.1rem;
    margin: 0;
  }
  h3 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
`;
const head = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 1rem;
`;
const columnBox = css`
  border: 1px solid #ccc;
  border-radius: 6px;
  padding: 0.75rem;
  margin-bottom: 0.75rem;
`;
const dropping = css`
  border-color: ${EDITOR_COLORS.accent};
  background: #eef3fd;
`;
const list = css`
  list-style: none;
  margin: 0 0 0.5rem;
  padding: 0;
  li {
    border: 1px solid #ddd;
    border-radius: 4px;
    margin-bottom: 0.5rem;
    padding: 0.5rem;
    cursor: grab;
    background: #fafafa;
  }
`;
const item = css`
  display: grid;
  gap: 0.4rem;
`;
const itemName = css`
  overflow-wrap: anywhere;
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;
const muted = css`
  color: #555;
`;
