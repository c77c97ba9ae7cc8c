/**
 * The form of one module: generated from its declaration, checked with the
 * same rules as the server before it is sent (common/modules/validate.ts), the server's 400 field
 * errors shown at their fields with the focus on the first. A failed save keeps the form open with
 * the editor's input (SPEC §4). List modules list their items (children) below.
 */
import { css } from 'goober';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { EditorModule, FieldError } from '../../common/api/editor';
import { declarationOf } from '../../common/modules/declarations';
import { withDefaults } from '../../common/modules/define';
import { useDraft } from '../drafts/use-draft';
import { DeclarationForm, focusFirstError, focusWhenDrawn } from '../forms/form-generator';
import { moduleLabel } from '../overlay/module-kinds';
import { createModule, getModule, tEditor, updateModule } from '../state/content';
import { focusAfterEdit } from '../focus/focus-after-edit';
import { moduleFormKey, setState, useLang, type Dialog } from '../state/store';
import { button, EDITOR_COLORS, primaryButton } from '../styles';
import { Modal } from './modal';
import { saveModuleForm } from './save-module-form';

// A list's items and their forms: fetched when a list module's form opens (scripts/budget.mjs).
const ListItems = lazy(() => import('./list-items'));

type ModuleDialog = Extract<Dialog, { kind: 'module' }>;

export function ModuleForm({ dialog }: { dialog: ModuleDialog }) {
  const lang = useLang();
  const s = tEditor(lang);
  const [module, setModule] = useState<EditorModule | null>(null);
  const type = module?.type ?? (dialog.mode === 'create' ? dialog.type : null);
  const declaration = type ? declarationOf(type) : null;
  const restored = dialog.draft ?? {};
  // A new module starts from its declared defaults: the form shows what a save stores (an image
  // list's select showed its first format while the server stored the default one).
  const initial = () => ({ ...(dialog.mode === 'create' && declarationOf(dialog.type) ? withDefaults(declarationOf(dialog.type)!, {}) : {}), ...restored });
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  /** The values as of the last change, read by a save that widgets updated a moment before. */
  const latest = useRef<Record<string, unknown>>(values);
  const draft = useDraft(dialog, type);
  const change = (field: string, value: unknown) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    draft.keep(latest.current);
  };
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState('');
  const tasks = useRef(new Map<string, () => Promise<void>>());
  const root = useRef<HTMLFormElement>(null);
  const close = () => setState({ dialog: null });
  /** Cancelling is deciding against the input: its draft goes too. */
  const cancel = () => {
    void draft.discard();
    close();
    if (dialog.mode === 'create' && !dialog.parent) focusAfterEdit({ column: { section: dialog.section, column: dialog.column } });
  };

  /** The list this dialog just saved to take its first item: already at hand, and the form keeps its input. */
  const known = useRef<EditorModule | null>(null);
  useEffect(() => {
    if (dialog.mode !== 'edit' || known.current?.id === dialog.id) return;
    getModule(dialog.id)
      .then((found) => {
        setModule(found);
        latest.current = { ...found.data, ...restored };
        setValues(latest.current);
      })
      .catch(() => close());
  }, [dialog]);

  useEffect(() => {
    if (errors.length) requestAnimationFrame(() => focusFirstError(root.current));
  }, [errors]);
  // The dialog gave focus to its first button ('Abbrechen'); the editor came to fill in the first field.
  const ready = dialog.mode === 'create' || module !== null;
  useEffect(() => {
    if (ready && !root.current?.contains(document.activeElement)) focusWhenDrawn(root.current, '[data-field] :is(input, select, textarea)');
  }, [ready]);

  if (!type || !declaration) return null;
  const name = moduleLabel(type, lang);

  /** Checks and sends the form; answers the module as saved, or null when the form stays open with the reasons. */
  const store = async (): Promise<EditorModule | null> => {
    setBusy(true);
    // The create carries the form's key, kept with its draft: sent again, it never makes a second module.
    const result = await saveModuleForm(type, tasks.current.values(), () => latest.current, (data) =>
      dialog.mode === 'create'
        ? createModule({ type, section: dialog.section, column: dialog.column, ...(dialog.parent ? { parent: dialog.parent } : {}), ...(dialog.position === undefined ? {} : { position: dialog.position }), data, ...(dialog.key ? { client_key: dialog.key } : {}) })
        : updateModule(module!.id, data, module!),
    );
    setBusy(false);
    if (result.kind === 'saved') {
      // Saved on the server: the form closes now, not once the browser's storage has let go of the
      // draft (a busy or failing IndexedDB kept a saved form open).
      void draft.saved();
      return result.module;
    }
    // The form stays open with the input (SPEC §4); field errors go to their fields.
    if (!(result.kind === 'refused' && result.here)) draft.failed(latest.current);
    setSummary(result.kind === 'refused' ? s.formErrors() : s.failed());
    if (result.kind === 'refused') setErrors(result.errors);
    return null;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const saved = await store();
    if (!saved) return;
    if (dialog.mode === 'create') focusAfterEdit({ module: saved.id });
    close();
  };

  /** A new list takes its first item: it is saved as the form's save would, then the same dialog edits it with the item's form open. */
  const saveFirst = async (childType: string) => {
    if (dialog.mode !== 'create') return;
    const saved = await store();
    if (!saved) return;
    known.current = saved;
    setModule(saved);
    setSummary('');
    setErrors([]);
    setState({ dialog: { kind: 'module', mode: 'edit', id: saved.id, addChild: childType, continues: moduleFormKey(dialog) } });
  };

  const title = dialog.mode === 'create' ? s.newModule({ name }) : s.editModule({ name });
  return (
    <Modal title={title} closeLabel={s.cancel()} onClose={cancel} wide>
      {dialog.mode === 'edit' && !module ? (
        <p aria-busy="true">…</p>
      ) : (
        <form ref={root} onSubmit={submit} noValidate data-module-form={type}>
          {summary && (
            <p role="alert" className={alert}>
              {summary}
            </p>
          )}
          <DeclarationForm
            fields={declaration.fields}
            values={values}
            onChange={change}
            errors={errors}
            lang={lang}
            refs={module?.refs}
            beforeSave={(field, task) => tasks.current.set(field, task)}
          />
          {declaration.children && (
            <Suspense fallback={null}>
              <ListItems module={module} allowed={declaration.children} addChild={dialog.mode === 'edit' ? dialog.addChild : undefined} saveFirst={saveFirst} beforeSave={(name, task) => tasks.current.set(name, task)} onChildren={(list) => setModule((m) => m && { ...m, children: list })} />
            </Suspense>
          )}
          <div className={actions}>
            <button type="submit" className={`${button} ${primaryButton}`} disabled={busy}>
              {busy ? s.saving() : s.save()}
            </button>
            <button type="button" className={button} onClick={cancel}>
              {s.cancel()}
            </button>
            {draft.unsaved && <span className={unsavedBadge}>{s.unsaved()}</span>}
            {draft.keptAt && (
              <span className={keptNote} data-draft-kept="">
                {s.draftKept({ time: draft.keptAt })}
              </span>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
}

const alert = css`
  padding: 0.6rem 0.9rem;
  background: #fdeeee;
  border-left: 4px solid #a50e0e;
  margin: 0 0 1rem;
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-top: 1.25rem;
  position: sticky;
  bottom: -1.5rem;
  padding: 0.75rem 0;
  background: #fff;
`;
const unsavedBadge = css`
  align-self: center;
  padding: 0.2rem 0.5rem;
  border-radius: 3px;
  background: #ffd54f;
  color: ${EDITOR_COLORS.text};
  font-weight: 700;
`;
const keptNote = css`
  align-self: center;
  color: ${EDITOR_COLORS.muted};
  font-size: 0.85rem;
`;
