/**
 * The items of a list module (gallery, FAQ, teaser list) inside the list's own dialog: a row per item with edit, up, down and delete, and the item's generated form opened
 * under its row, one at a time. The list's form around it keeps its input: only its children are
 * read again. HTML has no nested forms, so an item's form is a group whose Enter saves the item and
 * whose Escape closes only it. Its own chunk: fetched when a list's form opens (scripts/budget.mjs).
 */
import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import type { EditorModule, FieldError } from '../../common/api/editor';
import { declarationOf } from '../../common/modules/declarations';
import { withDefaults } from '../../common/modules/define';
import { newFormKey } from '../drafts/draft-store';
import { DeclarationForm, focusFirstError, focusWhenDrawn } from '../forms/form-generator';
import { moduleLabel, moduleSummary } from '../overlay/module-kinds';
import { createModule, deleteModule, getModule, moveModule, tEditor, updateModule } from '../state/content';
import { useLang } from '../state/store';
import { button, EDITOR_COLORS, primaryButton } from '../styles';
import { saveModuleForm, SaveStopped } from './save-module-form';

export interface ListItemsProps {
  /** The list as saved; null while a new list is not yet. */
  module: EditorModule | null;
  allowed: readonly string[];
  /** An item type whose empty form opens at once. */
  addChild?: string;
  /** Saves a new list, which then comes back as `module`. */
  saveFirst(childType: string): Promise<void>;
  /** Registers work the list's own save does first, as its fields' widgets do. */
  beforeSave(name: string, task: () => Promise<void>): void;
  onChildren(children: EditorModule[]): void;
}

type Action = 'edit' | 'up' | 'down' | 'add';

export default function ListItems({ module, allowed, addChild, saveFirst, beforeSave, onChildren }: ListItemsProps) {
  const lang = useLang();
  const s = tEditor(lang);
  /** The open item form: an item's id, or the type of a new item. */
  const [open, setOpen] = useState<number | string | null>(null);
  /** Where focus goes once the rows show it: an item's button, or an add button by type. */
  const focusNext = useRef<{ id: number | string; action: Action } | null>(null);
  const busy = useRef(false);
  const root = useRef<HTMLFieldSetElement>(null);
  /** Takes over the open item form's input; false when it shows reasons instead. */
  const applyOpen = useRef<(() => Promise<boolean>) | null>(null);
  const items = module?.children ?? [];
  const nameOf = (child: EditorModule, index: number) => s.item({ name: moduleLabel(child.type, lang), n: index + 1 });

  useEffect(() => {
    if (module && addChild) setOpen(addChild);
  }, [module?.id, addChild]);

  // Saving the list with an item's form open takes that item's input along: it was silently dropped.
  useEffect(() => {
    beforeSave('list-items', async () => {
      if (applyOpen.current && !(await applyOpen.current())) throw new SaveStopped();
    });
  }, []);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    const buttons = root.current?.querySelectorAll<HTMLButtonElement>(next.action === 'add' ? `[data-add-item="${next.id}"]` : `[data-item="${next.id}"] > div > [data-action]`);
    const all = [...(buttons ?? [])];
    const wanted = all.find((b) => b.dataset.action === next.action || next.action === 'add');
    if (!wanted) return;
    focusNext.current = null;
    // A move to the first or last place disables its button: the other direction takes the focus.
    (wanted.disabled ? all.find((b) => (b.dataset.action === 'up' || b.dataset.action === 'down') && !b.disabled) : wanted)?.focus();
  });

  const reload = async () => {
    if (module) onChildren((await getModule(module.id)).children);
  };
  /** Runs one change of the list at a time; a refused one leaves the list as the server has it. */
  const change = async (run: () => Promise<unknown>, focus: { id: number | string; action: Action }) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await run();
    } catch {
      // The alert says it failed (state/content.ts).
    } finally {
      focusNext.current = focus;
      await reload().catch(() => undefined);
      busy.current = false;
    }
  };
  const move = (child: EditorModule, index: number, by: -1 | 1) => module && void change(() => moveModule(child.id, { parent: module.id, position: index + by }), { id: child.id, action: by < 0 ? 'up' : 'down' });
  const remove = (child: EditorModule, index: number) => {
    if (!confirm(s.deleteConfirm({ name: nameOf(child, index) }))) return;
    const neighbour = items[index + 1] ?? items[index - 1];
    void change(() => deleteModule(child.id), neighbour ? { id: neighbour.id, action: 'edit' } : { id: child.type, action: 'add' });
  };
  const add = async (type: string) => {
    if (module) setOpen(type);
    else if (!busy.current) {
      busy.current = true;
      await saveFirst(type).finally(() => (busy.current = false));
    }
  };
  /** The open form closed: after a save the list is read again and the item's row takes the focus. */
  const closed = (saved: number | null) => {
    const type = open;
    setOpen(null);
    focusNext.current = saved !== null ? { id: saved, action: 'edit' } : typeof type === 'string' ? { id: type, action: 'add' } : { id: type ?? '', action: 'edit' };
    if (saved !== null) void reload();
  };

  return (
    <fieldset ref={root} className={fieldset} data-list-items="">
      <legend>{s.children()}</legend>
      <ol className={list}>
        {items.map((child, index) => {
          const name = nameOf(child, index);
          return (
            <li key={child.id} data-item={child.id}>
              <div className={row}>
                <span className={label}>
                  <strong>{moduleLabel(child.type, lang)}</strong> {moduleSummary(child.data)}
                </span>
                <button type="button" className={button} data-action="edit" aria-label={s.itemEdit({ item: name })} aria-expanded={open === child.id} onClick={() => setOpen(open === child.id ? null : child.id)}>
                  {s.edit()}
                </button>
                <button type="button" className={button} data-action="up" aria-label={s.itemUp({ item: name })} disabled={index === 0} onClick={() => move(child, index, -1)}>
                  {s.moveUp()}
                </button>
                <button type="button" className={button} data-action="down" aria-label={s.itemDown({ item: name })} disabled={index === items.length - 1} onClick={() => move(child, index, 1)}>
                  {s.moveDown()}
                </button>
                <button type="button" className={button} data-action="delete" aria-label={s.itemDelete({ item: name })} onClick={() => remove(child, index)}>
                  {s.delete()}
                </button>
              </div>
              {open === child.id && module && <ItemForm key={child.id} type={child.type} item={child} parent={module} label={name} onClose={closed} register={applyOpen} />}
            </li>
          );
        })}
      </ol>
      {typeof open === 'string' && module && <ItemForm key={open} type={open} item={null} parent={module} label={s.itemNew({ name: moduleLabel(open, lang) })} onClose={closed} register={applyOpen} />}
      <div className={row}>
        {allowed.map((type) => (
          <button key={type} type="button" className={button} data-add-item={type} onClick={() => void add(type)}>
            {s.addChild({ name: moduleLabel(type, lang) })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

interface ItemFormProps {
  type: string;
  item: EditorModule | null;
  parent: EditorModule;
  label: string;
  /** The id of the item saved, or null when cancelled. */
  onClose(saved: number | null): void;
  /** Where the list's save finds this form's take-over while it is open. */
  register: { current: (() => Promise<boolean>) | null };
}

/** One item's generated form: saved at once with 'Eintrag übernehmen', its reasons at its fields as in ModuleForm. */
function ItemForm({ type, item, parent, label, onClose, register }: ItemFormProps) {
  const lang = useLang();
  const s = tEditor(lang);
  const declaration = declarationOf(type)!;
  const [values, setValues] = useState<Record<string, unknown>>(() => item?.data ?? withDefaults(declaration, {}));
  const latest = useRef(values);
  const initial = useRef(values);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [summary, setSummary] = useState('');
  const [busy, setBusy] = useState(false);
  const tasks = useRef(new Map<string, () => Promise<void>>());
  const key = useRef(newFormKey());
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    focusWhenDrawn(root.current, '[data-field] :is(input, select, textarea, [contenteditable="true"])');
  }, []);
  useEffect(() => {
    if (errors.length) requestAnimationFrame(() => focusFirstError(root.current));
  }, [errors]);

  /** Saves the item; answers whether it was saved (else its reasons show). */
  const save = async (): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    const result = await saveModuleForm(type, tasks.current.values(), () => latest.current, (data) =>
      item ? updateModule(item.id, data, item) : createModule({ type, section: parent.section ?? '', column: parent.column, parent: parent.id, data, client_key: key.current }),
    );
    setBusy(false);
    if (result.kind === 'saved') {
      onClose(result.module.id);
      return true;
    }
    setSummary(result.kind === 'refused' ? s.formErrors() : s.failed());
    if (result.kind === 'refused') setErrors(result.errors);
    return false;
  };
  /** The list's save: an untouched form just closes, a changed one is saved. */
  const takeOver = async (): Promise<boolean> => {
    for (const task of tasks.current.values()) await task();
    if (JSON.stringify(latest.current) === JSON.stringify(initial.current)) {
      onClose(null);
      return true;
    }
    return save();
  };
  useEffect(() => {
    register.current = takeOver;
    return () => {
      if (register.current === takeOver) register.current = null;
    };
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // A widget with popups of its own (Editor.js's toolbox, a picker's list) keeps its keys.
    if (event.defaultPrevented || target.closest('[data-own-escape]') !== event.currentTarget) return;
    if (event.key === 'Escape') {
      // Not the dialog's cancel: only this form closes.
      event.preventDefault();
      event.stopPropagation();
      onClose(null);
    } else if (event.key === 'Enter' && target instanceof HTMLInputElement && !/^(button|submit|reset|file|image|checkbox|radio)$/.test(target.type)) {
      // Enter in a field saves the item, not the list's form around it.
      event.preventDefault();
      void save();
    }
  };

  return (
    <div ref={root} className={itemForm} data-item-form={type} data-own-escape="" role="group" aria-label={label} onKeyDown={onKeyDown}>
      {summary && (
        <p role="alert" className={alert}>
          {summary}
        </p>
      )}
      <DeclarationForm
        fields={declaration.fields}
        values={values}
        onChange={(field, value) => {
          latest.current = { ...latest.current, [field]: value };
          setValues(latest.current);
        }}
        errors={errors}
        lang={lang}
        refs={item?.refs}
        beforeSave={(field, task) => tasks.current.set(field, task)}
      />
      <div className={row}>
        <button type="button" className={`${button} ${primaryButton}`} disabled={busy} onClick={() => void save()}>
          {busy ? s.saving() : s.itemApply()}
        </button>
        <button type="button" className={button} onClick={() => onClose(null)}>
          {s.cancel()}
        </button>
      </div>
    </div>
  );
}

const fieldset = css`
  margin-top: 1rem;
  border: 1px solid #ccc;
  border-radius: 6px;
  min-width: 0;
`;
const list = css`
  margin: 0 0 0.75rem;
  padding-left: 1.5rem;
  li + li {
    margin-top: 0.5rem;
  }
`;
const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  align-items: center;
`;
const label = css`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;
const itemForm = css`
  display: grid;
  gap: 1rem;
  margin: 0.6rem 0 0.4rem;
  padding: 0.9rem 1rem;
  border-left: 4px solid ${EDITOR_COLORS.accent};
  background: #f6f7f9;
  border-radius: 0 6px 6px 0;
`;
const alert = css`
  margin: 0;
  padding: 0.6rem 0.9rem;
  background: #fdeeee;
  border-left: 4px solid #a50e0e;
`;
